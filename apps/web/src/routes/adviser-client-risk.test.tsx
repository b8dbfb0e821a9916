import type {
  RiskAssessment,
  RiskHouseholdResponse,
  RiskOverviewResponse,
} from '@atrium/domain/contract/risk';
import { allQuestions, currentRiskQuestionnaire } from '@atrium/domain/risk/questionnaire';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cappedByFactFind, cappedByLowCapacity, riskResult } from '../features/risk/testing.ts';
import { base, clientId, signInAsAdviser, withClient } from '../test/adviser-fixtures.ts';
import { answer, requests } from '../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../test/first-render.ts';
import { renderApp } from '../test/render-app.tsx';

const path = `/adviser/clients/${clientId}/risk`;
const answers = Object.fromEntries(allQuestions(currentRiskQuestionnaire()).map((q) => [q.id, 4]));

const completed = (
  id: number,
  level: number,
  at: string,
  result: Partial<NonNullable<RiskAssessment['result']>> = {},
  person: 1 | 2 = 1,
): RiskAssessment => ({
  id,
  person,
  questionnaire_version: 1,
  status: 'completed',
  answers,
  started_at: at,
  updated_at: at,
  completed_at: at,
  result: riskResult({ level, ...result }),
});

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-risk');

// One person's overview, as the household's first (and only) person.
function setUp(overview: () => RiskOverviewResponse) {
  setUpHousehold(() => ({
    people: [{ person: 1, name: 'James Carter', signs_in: true, ...overview() }],
  }));
}

function setUpHousehold(household: () => RiskHouseholdResponse) {
  signInAsAdviser();
  withClient();
  answer(`GET ${base}/atrq`, () => ({ status: 200, body: household() }));
}

describe("the client page's Risk tab", () => {
  it('shows answers, score, level, capacity for loss and history, and overrides the level with a reason', async () => {
    let overview: RiskOverviewResponse = {
      in_progress: null,
      completed: [completed(8, 5, '2026-03-02T10:00:00.000Z'), completed(3, 3, '2025-03-01T10:00:00.000Z')],
    };
    setUp(() => overview);
    answer(`POST ${base}/atrq/8/override`, (request) => {
      const body = request.body as { level: number; reason: string };
      overview = {
        ...overview,
        completed: [
          completed(8, body.level, '2026-03-02T10:00:00.000Z', {
            calculated_level: 5,
            override: {
              level: body.level,
              reason: body.reason,
              by: { id: 7, name: 'Sarah Mitchell' },
              at: '2026-03-03T09:00:00.000Z',
              above_capacity: false,
            },
          }),
          ...overview.completed.slice(1),
        ],
      };
      return { status: 200, body: { data: overview.completed[0] } };
    });
    const { user } = renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'Risk level 5 of 7: Moderately adventurous' }, firstRender),
    ).toBeInTheDocument();
    expect(screen.getByText('Medium capacity for loss')).toBeInTheDocument();
    // The level and capacity in words about the person, as the firm reads them.
    expect(screen.getByText(/^Growth matters more to them than safety\./)).toBeInTheDocument();
    expect(screen.getByText(/^They could absorb some fall in value/)).toBeInTheDocument();
    expect(screen.getByText('Review due 2 Mar 2027')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Answers/ });
    expect(within(table).getAllByRole('row')).toHaveLength(
      allQuestions(currentRiskQuestionnaire()).length + 1,
    );
    // Each question and answer about the person who answered, never their "you" or "I".
    expect(
      within(table).getByRole('row', { name: /^How would they describe their experience/ }),
    ).toHaveTextContent('A fair amount: has held investments for several years');
    expect(table.textContent).not.toMatch(/\b(you|your|I|my)\b/);
    expect(screen.getByRole('list', { name: 'Earlier results' })).toHaveTextContent(
      /level 3 \(Moderately cautious\), score 40/,
    );

    await user.click(screen.getByRole('button', { name: 'Change level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the risk level' });
    await user.selectOptions(within(dialog).getByLabelText('Level'), '4 — Balanced');
    await user.click(within(dialog).getByRole('button', { name: 'Change level' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      /Give the reason for changing the level/,
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(
      within(dialog).getByLabelText('Reason'),
      'Retiring in two years: less time to recover from falls.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change level' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      level: 4,
      reason: 'Retiring in two years: less time to recover from falls.',
    });
    expect(await screen.findByRole('heading', { name: 'Risk level 4 of 7: Balanced' })).toBeInTheDocument();
    expect(screen.getByText(/Changed from 5 to 4 by Sarah Mitchell/)).toBeInTheDocument();
    expect(
      screen.getByText('Reason: Retiring in two years: less time to recover from falls.'),
    ).toBeInTheDocument();
  });

  it('says when the client has not completed the questionnaire', async () => {
    setUp(() => ({ in_progress: null, completed: [] }));
    renderApp(path);
    expect(await screen.findByText('No completed questionnaire yet', {}, firstRender)).toBeInTheDocument();
  });

  it('flags a capped level and answers that disagree; an override above capacity needs an acknowledgement', async () => {
    const flagged = completed(8, 3, '2026-03-02T10:00:00.000Z', {
      ...cappedByLowCapacity,
      contradictions: [{ question_id: 'largest_fall', answer: 1, others_mean: 4.6 }],
      status: 'awaiting_adviser',
      client_confirmed_at: '2026-03-02T11:00:00.000Z',
    });
    setUp(() => ({ in_progress: null, completed: [flagged] }));
    answer(`POST ${base}/atrq/8/override`, () => ({ status: 200, body: { data: flagged } }));
    let reviews = 0;
    // The first review is refused with a 422, whose message must land beside the note, the dialog staying open.
    answer(`POST ${base}/atrq/8/review`, () =>
      reviews++ === 0
        ? {
            status: 422,
            body: { message: 'The note is not right.', errors: { note: ['Say what was discussed.'] } },
          }
        : { status: 200, body: { data: flagged } },
    );
    const { user } = renderApp(path);
    expect(
      await screen.findByText(
        'Capped at level 3 (Moderately cautious) by low capacity for loss',
        {},
        firstRender,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/The client confirmed them: your review is needed/)).toBeInTheDocument();
    // The capped flag names the answers that made capacity for loss low, with what was chosen.
    const emergencyFund = allQuestions(currentRiskQuestionnaire()).find((q) => q.id === 'emergency_fund');
    expect(
      screen.getByText('Capped at level 3 (Moderately cautious) by low capacity for loss').closest('div'),
    ).toHaveTextContent(`${emergencyFund?.about.text} ${emergencyFund?.options[3]}`);

    await user.click(screen.getByRole('button', { name: 'Change level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the risk level' });
    await user.selectOptions(within(dialog).getByLabelText('Level'), '5 — Moderately adventurous');
    await user.type(within(dialog).getByLabelText('Reason'), 'James holds other assets we manage for him.');
    await user.click(within(dialog).getByRole('button', { name: 'Change level' }));
    const acknowledgement = within(dialog).getByRole('checkbox', { name: /level 5 is above the level 3/ });
    expect(acknowledgement).toHaveAccessibleDescription(/Confirm that you have considered it/);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(acknowledgement);
    await user.click(within(dialog).getByRole('button', { name: 'Change level' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      level: 5,
      reason: 'James holds other assets we manage for him.',
      acknowledge_above_capacity: true,
    });

    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    const review = await screen.findByRole('dialog', { name: 'Review answers that disagree' });
    await user.type(within(review).getByLabelText('Review note'), 'We talked it through; level 3 stands.');
    await user.click(within(review).getByRole('button', { name: 'Mark as reviewed' }));
    expect(await within(review).findByText('Say what was discussed.')).toBeInTheDocument();
    expect(within(review).getByLabelText('Review note')).toHaveAccessibleDescription(
      /Say what was discussed/,
    );
    expect(within(review).queryByText('The note is not right.')).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Mark as reviewed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST').at(-1)).toMatchObject({
      path: `${base}/atrq/8/review`,
      body: { note: 'We talked it through; level 3 stands.' },
    });
  });

  it('shows each partner side by side, each with their own level, review date and decisions', async () => {
    setUpHousehold(() => ({
      people: [
        {
          person: 1,
          name: 'James Carter',
          signs_in: true,
          in_progress: null,
          completed: [completed(8, 3, '2026-03-02T10:00:00.000Z')],
        },
        {
          person: 2,
          name: 'Emma Carter',
          signs_in: true,
          in_progress: null,
          completed: [completed(9, 6, '2026-04-15T10:00:00.000Z', { review_due_on: '2027-04-15' }, 2)],
        },
      ],
    }));
    answer(`POST ${base}/atrq/9/capacity`, () => ({
      status: 200,
      body: { data: completed(9, 6, '2026-04-15T10:00:00.000Z', {}, 2) },
    }));
    const { user } = renderApp(path);
    const james = await screen.findByRole('region', { name: 'James Carter' }, firstRender);
    const emma = screen.getByRole('region', { name: 'Emma Carter' });
    expect(within(james).getByRole('heading', { name: /Risk level 3 of 7/ })).toBeInTheDocument();
    expect(within(emma).getByRole('heading', { name: /Risk level 6 of 7/ })).toBeInTheDocument();
    expect(within(emma).getByText('Review due 15 Apr 2027')).toBeInTheDocument();
    expect(within(emma).getByRole('region', { name: 'Answers of Emma Carter' })).toBeInTheDocument();

    await user.click(within(emma).getByRole('button', { name: 'Change capacity for loss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the capacity for loss' });
    await user.type(
      within(dialog).getByLabelText('Reason'),
      'Emma needs this money for a house deposit next year.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change capacity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.path).toBe(`${base}/atrq/9/capacity`);
  });

  it('says a partner without a sign-in must be invited to answer as themselves', async () => {
    setUpHousehold(() => ({
      people: [
        { person: 1, name: 'James Carter', signs_in: true, in_progress: null, completed: [] },
        { person: 2, name: 'Emma Carter', signs_in: false, in_progress: null, completed: [] },
      ],
    }));
    renderApp(path);
    const emma = await screen.findByRole('region', { name: 'Emma Carter' }, firstRender);
    expect(emma).toHaveTextContent(/Emma Carter has no sign-in yet: invite them to the portal/);
    expect(screen.getByRole('region', { name: 'James Carter' })).toHaveTextContent(
      'James Carter has not started the attitude-to-risk questionnaire.',
    );
  });

  it('shows answers that cannot both be true, the fact-find against the answer and the partners’ disagreement', async () => {
    // James (questionnaire version 3): "rather keep my money in savings" and "accept sharp falls" both strongly
    // agreed; "Six to twelve months" of savings where the fact-find shows £0 against £1,500 a month (testing.ts
    // cappedByFactFind); "Very insecure" income where Emma answered "Very secure".
    const jamesAnswers = {
      ...answers,
      prefer_savings: 1,
      accept_volatility: 5,
      emergency_fund: 4,
      income_security: 1,
    };
    const james: RiskAssessment = {
      ...completed(8, 3, '2026-03-02T10:00:00.000Z', {
        ...cappedByFactFind,
        contradicting_pairs: [{ question_ids: ['prefer_savings', 'accept_volatility'], answers: [1, 5] }],
        status: 'awaiting_client',
        partner: {
          name: 'Emma Carter',
          disagreements: [{ question_id: 'income_security', answer: 1, partner_answer: 5 }],
        },
      }),
      questionnaire_version: 3,
      answers: jamesAnswers,
    };
    // Emma's fact-find check agrees with her answer: recorded, not flagged.
    const emma: RiskAssessment = {
      ...completed(9, 4, '2026-03-03T10:00:00.000Z', {
        fact_find: { ...cappedByFactFind.fact_find, disagrees: false },
        partner: {
          name: 'James Carter',
          disagreements: [{ question_id: 'income_security', answer: 5, partner_answer: 1 }],
        },
      }),
      questionnaire_version: 3,
      answers: { ...answers, emergency_fund: 1, income_security: 5 },
      person: 2,
    };
    setUpHousehold(() => ({
      people: [
        { person: 1, name: 'James Carter', signs_in: true, in_progress: null, completed: [james] },
        { person: 2, name: 'Emma Carter', signs_in: true, in_progress: null, completed: [emma] },
      ],
    }));
    renderApp(path);
    const jamesRegion = await screen.findByRole('region', { name: 'James Carter' }, firstRender);
    const flag = (region: HTMLElement, title: string) => within(region).getByText(title).closest('div');
    expect(flag(jamesRegion, 'Answers that disagree')).toHaveTextContent(
      /Strongly agree\. They accept that investments can fall sharply .* Answered: Strongly agree\. These two answers cannot both be true\./,
    );
    expect(flag(jamesRegion, 'The emergency savings answer and the fact-find disagree')).toHaveTextContent(
      'Answered “Six to twelve months”. The fact-find shows £0 in cash the household can reach quickly: 0 months ' +
        'of its essential outgoings of £1,500 a month, the answer “Less than a month”. The lower of the two ' +
        'stands: capacity for loss is low, not high.',
    );
    expect(flag(jamesRegion, 'The emergency savings answer and the fact-find disagree')).toHaveTextContent(
      /Waiting for the client to confirm or change them/,
    );
    expect(flag(jamesRegion, 'Household answers that differ from Emma Carter’s')).toHaveTextContent(
      'How secure is their income (or pension income) over the next five years? Answered: Very insecure. Emma ' +
        'Carter answered: Very secure.',
    );
    expect(within(jamesRegion).getByText(/answers alone: high; with the fact-find: low/)).toBeInTheDocument();
    const emmaRegion = screen.getByRole('region', { name: 'Emma Carter' });
    expect(within(emmaRegion).getByText(/It agrees with the answer given\./)).toHaveTextContent(
      /^Fact-find check:/,
    );
    expect(
      within(emmaRegion).queryByText('The emergency savings answer and the fact-find disagree'),
    ).not.toBeInTheDocument();
    expect(flag(emmaRegion, 'Household answers that differ from James Carter’s')).toHaveTextContent(
      'Answered: Very secure. James Carter answered: Very insecure.',
    );
  });
});
