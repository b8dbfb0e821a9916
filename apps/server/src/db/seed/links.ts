import type { Tx } from '../connect.ts';
import { links } from '../schema.ts';

// Useful links for the demo: three the firm keeps for every client, and one the adviser added for James.
export async function seedDemoLinks(
  tx: Tx,
  demo: { firmId: number; adminId: number; adviserId: number; jointClientId: number },
  now = new Date(),
): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await tx.insert(links).values([
    {
      firmId: demo.firmId,
      clientId: null,
      title: 'MoneyHelper',
      url: 'https://www.moneyhelper.org.uk/en',
      description: 'Free, impartial guidance on money and pensions, backed by the government.',
      createdBy: demo.adminId,
      createdAt: daysAgo(60),
      updatedAt: daysAgo(60),
    },
    {
      firmId: demo.firmId,
      clientId: null,
      title: 'Check your State Pension forecast',
      url: 'https://www.gov.uk/check-state-pension',
      description: 'How much State Pension you could get, and when.',
      createdBy: demo.adminId,
      createdAt: daysAgo(30),
      updatedAt: daysAgo(30),
    },
    {
      firmId: demo.firmId,
      clientId: null,
      title: 'The FCA Financial Services Register',
      url: 'https://register.fca.org.uk/s/',
      description: 'Check that a firm or adviser is authorised.',
      createdBy: demo.adminId,
      createdAt: daysAgo(90),
      updatedAt: daysAgo(90),
    },
    {
      firmId: demo.firmId,
      clientId: demo.jointClientId,
      title: 'Your personal tax account',
      url: 'https://www.gov.uk/personal-tax-account',
      description: 'Where to find your P60s and tax code for the fact-find.',
      createdBy: demo.adviserId,
      createdAt: daysAgo(2),
      updatedAt: daysAgo(2),
    },
  ]);
}
