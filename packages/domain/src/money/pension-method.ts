// How an employee's pension contribution is taken (and so how it is relieved of tax): from pay before tax and
// National Insurance, from pay before tax, or from pay after tax with basic-rate relief added by the provider.

export type PensionMethod = 'salary_sacrifice' | 'net_pay' | 'relief_at_source';
export const pensionMethods: readonly PensionMethod[] = ['salary_sacrifice', 'net_pay', 'relief_at_source'];
