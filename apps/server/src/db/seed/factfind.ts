import type { CustomPageDef } from '@atrium/domain/factfind/custom';
import { eq } from 'drizzle-orm';
import type { Tx } from '../connect.ts';
import { factFindAnswers, factFinds, factFindTemplates, firms } from '../schema.ts';

export const demoConsentText =
  'I agree that Example Financial Planning may hold and use the information I give in this fact-find to ' +
  'advise me, as explained in its privacy notice.';

// The demo firm's published template: one custom page, as a firm would add to the base questions.
export const demoGoalsPage: CustomPageDef = {
  slug: 'goals',
  title: 'Your priorities',
  order: 1,
  sections: [
    {
      title: 'What you want your money to do',
      questions: [
        {
          id: 'main_goal',
          type: 'text',
          label: 'What is your most important financial goal?',
          help: 'For example: retire at 60, help the children buy a home, clear the mortgage.',
          required: true,
        },
        {
          id: 'priorities',
          type: 'multiselect',
          label: 'Which of these matter to you? Choose at least two.',
          required: true,
          options: {
            min: 2,
            choices: [
              { value: 'retirement', label: 'Retiring comfortably' },
              { value: 'family', label: 'Providing for my family' },
              { value: 'home', label: 'Buying or improving a home' },
              { value: 'debt', label: 'Paying off debt' },
              { value: 'inheritance', label: 'Passing on wealth' },
              { value: 'protection', label: 'Protecting against illness or death' },
            ],
          },
        },
        { id: 'other_notes', type: 'textarea', label: 'Anything else your adviser should know?' },
      ],
    },
  ],
};

// client@example.com has no fact-find (the e2e journey starts one); single@example.com is part-way through, with a
// pension the adviser can write a letter of authority for.
export async function seedDemoFactFinds(
  tx: Tx,
  demo: { firmId: number; single: { clientId: number; userId: number } },
): Promise<void> {
  await tx
    .update(firms)
    .set({ factFindConsentRequired: false, factFindConsentText: demoConsentText })
    .where(eq(firms.id, demo.firmId));
  const [template] = await tx
    .insert(factFindTemplates)
    .values({
      firmId: demo.firmId,
      version: 1,
      customPages: [demoGoalsPage],
      templateSettings: { show_fund_input: false },
      publishedAt: new Date(),
    })
    .returning({ id: factFindTemplates.id });
  if (!template) throw new Error('Demo template was not created');

  const [draft] = await tx
    .insert(factFinds)
    .values({
      firmId: demo.firmId,
      clientId: demo.single.clientId,
      status: 'draft',
      data: {
        joint: false,
        personal_details_client1: {
          title: 'Ms',
          first_name: 'Olivia',
          last_name: 'Bennett',
          date_of_birth: '1985-06-21',
          marital_status: 'Single',
          email: 'single@example.com',
        },
        employment_client1: {
          employment_status: 'Employed',
          occupation: 'Pharmacist',
          employer: 'Northgate Pharmacy',
          desired_retirement_age: 62,
          country_domiciled: 'United Kingdom',
        },
        // A pension with its provider and policy number: what a letter of authority is written for.
        pensions: {
          items: [
            {
              type: 'personal',
              provider: 'Aviva',
              reference: 'SIPP-4471902',
              current_value: 48250,
              retirement_age: 62,
            },
          ],
        },
      },
      lastCompletedStep: 'employment',
      version: 12,
      templateId: template.id,
      templateVersion: 1,
    })
    .returning({ id: factFinds.id });
  if (!draft) throw new Error('Demo fact-find was not created');
  const questions = demoGoalsPage.sections.flatMap((section) => section.questions);
  await tx.insert(factFindAnswers).values(
    questions.map((question) => ({
      factFindId: draft.id,
      questionId: question.id,
      value: question.id === 'main_goal' ? 'Retire at 62 with the mortgage paid off' : null,
      updatedBy: demo.single.userId,
    })),
  );
}
