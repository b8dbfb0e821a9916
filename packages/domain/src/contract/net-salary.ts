import { z } from 'zod';
import { pensionMethods } from '../money/pension-method.ts';
import { takeHomeRegions } from '../money/take-home.ts';
import { type StudentLoanPlan, studentLoanPlans } from '../money/uk-tax-rules.ts';
import { dataOf } from './fields.ts';

// GET /api/clients/{clientId}/calculate-net-salary (docs/decisions/005-take-home-pay-and-property-data.md): take-home
// pay of one salary. Every parameter but the salary may be left out: the region then comes from the client's fact-find,
// the tax year from today.

export const netSalaryMessages = {
  salary: 'The salary must be an amount in pounds or euros from 0 to 10,000,000, e.g. 45000 or 45000.50.',
  region: 'The region must be uk, scotland or ie.',
  taxYear: 'The tax year must be :years for this region.',
  pensionPercent: 'The pension percent must be a number from 0 to 100, with at most two decimals.',
  pensionMethod: 'The pension method must be salary_sacrifice, net_pay or relief_at_source.',
  irishPensionMethod:
    'In Ireland, pension contributions from pay are relieved under net pay (income tax only): use net_pay.',
  studentLoan:
    'The student loan must be plan1, plan2, plan4, plan5 or postgraduate, or one plan and postgraduate (e.g. plan2,postgraduate).',
  irishStudentLoan: 'Student loan repayments through pay apply in the UK only.',
  owner: 'The owner must be client1 or client2.',
  single: 'Give this value once.',
} as const;

// Amounts in major units with at most two decimals; thousands separators are allowed (45,000).
const amountPattern = /^\d{1,8}(\.\d{1,2})?$/;
const salarySchema = z
  .string({ error: netSalaryMessages.salary })
  .transform((text) => text.replaceAll(',', '').trim())
  .refine((text) => amountPattern.test(text) && Number(text) <= 10_000_000, netSalaryMessages.salary)
  .transform((text) => Math.round(Number(text) * 100));

const percentSchema = z
  .string()
  .trim()
  .refine(
    (text) => /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100,
    netSalaryMessages.pensionPercent,
  )
  .transform(Number);

const undergraduatePlans = studentLoanPlans.filter((plan) => plan !== 'postgraduate');
const studentLoanSchema = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine(
    (plans) =>
      plans.length > 0 &&
      plans.every((plan) => (studentLoanPlans as readonly string[]).includes(plan)) &&
      new Set(plans).size === plans.length &&
      plans.filter((plan) => (undergraduatePlans as readonly string[]).includes(plan)).length <= 1,
    netSalaryMessages.studentLoan,
  )
  .transform((plans) => plans as StudentLoanPlan[]);

// A query value as sent: one string (a repeated key arrives as a list and is refused). An empty one counts as not
// sent, as an HTML form leaves it.
function queryValue(message: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.unknown().superRefine((value, ctx) => {
      if (Array.isArray(value)) ctx.addIssue({ code: 'custom', message: netSalaryMessages.single });
      else if (value !== undefined && typeof value !== 'string') ctx.addIssue({ code: 'custom', message });
    }),
  );
}

const optional = <T extends z.ZodType>(schema: T, message: string) =>
  queryValue(message).pipe(schema.optional());

export const netSalaryQuerySchema = z.object({
  salary: queryValue(netSalaryMessages.salary).pipe(salarySchema),
  region: optional(z.enum(takeHomeRegions, { error: netSalaryMessages.region }), netSalaryMessages.region),
  // Checked against the region once the region is known (it may come from the fact-find).
  tax_year: optional(z.string().trim(), netSalaryMessages.taxYear),
  pension_percent: optional(percentSchema, netSalaryMessages.pensionPercent),
  pension_method: optional(
    z.enum(pensionMethods, { error: netSalaryMessages.pensionMethod }),
    netSalaryMessages.pensionMethod,
  ),
  student_loan: optional(studentLoanSchema, netSalaryMessages.studentLoan),
  // Whose salary: the region and age are read for this person; client1 unless said.
  owner: optional(
    z.enum(['client1', 'client2'], { error: netSalaryMessages.owner }),
    netSalaryMessages.owner,
  ),
});
export type NetSalaryQuery = z.infer<typeof netSalaryQuerySchema>;

// Amounts in pounds or euros with pence or cents (major units, two decimals at most).
export const netSalarySchema = z.object({
  gross: z.number(),
  income_tax: z.number(),
  national_insurance: z.number(),
  usc: z.number(),
  prsi: z.number(),
  pension: z.number(),
  student_loan: z.number(),
  net: z.number(),
  net_monthly: z.number(),
  tax_year: z.string(),
  region: z.enum(takeHomeRegions),
});
export type NetSalary = z.infer<typeof netSalarySchema>;

export const netSalaryResponseSchema = dataOf(netSalarySchema);
export type NetSalaryResponse = z.infer<typeof netSalaryResponseSchema>;
