import type { RiskAssessment, RiskOverviewResponse } from '@atrium/domain/contract/risk';
import { allQuestions, currentRiskQuestionnaire } from '@atrium/domain/risk/questionnaire';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';
import { cappedByFactFind, cappedByLowCapacity, riskResult } from '../testing.ts';

const questionnaire = currentRiskQuestionnaire();
const everyAnswer = (value: number) =>
  Object.fromEntries(allQuestions(questionnaire).map((q) => [q.id, value]));

const inProgress = (answers: Record<string, number>): RiskAssessment => ({
  id: 5,
  person: 1,
  questionnaire_version: questionnaire.version,
  status: 'in-progress',
  answers,
  started_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
  completed_at: null,
  result: null,
});
const completed = (
  id: number,
  level: number,
  at: string,
  override: RiskAssessment['result'] = null,
): RiskAssessment => ({
  ...inProgress(everyAnswer(4)),
  id,
  status: 'completed',
  completed_at: at,
  result: override ?? riskResult({ level }),
});

function signIn(overview: RiskOverviewResponse | (() => RiskOverviewResponse)) {
  signInAs();
  answer('GET /api/atrq', () => ({
    status: 200,
    body: typeof overview === 'function' ? overview() : overview,
  }));
}

preloadRoutes('app-layout', 'atrq');

describe('the risk questionnaire (/atrq)', () => {
  it('asks experience, then attitude and capacity for loss in two parts, and saves each answer as it is chosen', async () => {
    signIn({ in_progress: null, completed: [] });
    answer('PUT /api/atrq/answers/experience', (request) => ({
      status: 200,
      body: { data: inProgress({ experience: (request.body as { value: number }).value }) },
    }));
    const { user } = renderApp('/atrq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Attitude to risk' }, firstRender),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your experience of investing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Part 1: How you feel about risk' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Part 2: How much you could afford to lose' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(15);
    const first = screen.getByRole('group', { name: /How would you describe your experience of investing/ });
    await user.click(within(first).getByRole('radio', { name: /A little: mainly cash ISAs/ }));
    await waitFor(() => expect(within(first).getByText('Saved')).toBeInTheDocument());
    const put = requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/atrq/answers/experience', body: { value: 2 } });
    expect(screen.getByText('1 of 15 questions answered.')).toBeInTheDocument();
  });

  it('shows a refused save on its question and takes the answer back', async () => {
    signIn({ in_progress: null, completed: [] });
    answer('PUT /api/atrq/answers/worry', { status: 500, body: { message: 'Server Error' } });
    const { user } = renderApp('/atrq');
    const worry = await screen.findByRole('group', { name: /I would lose sleep/ }, firstRender);
    await user.click(within(worry).getByRole('radio', { name: 'Agree' }));
    expect(await within(worry).findByText('Server Error')).toBeInTheDocument();
    expect(within(worry).getByRole('radio', { name: 'Agree' })).not.toBeChecked();
  });

  it('names each unanswered question on submit and moves focus to the first', async () => {
    const answers = everyAnswer(3);
    delete answers.largest_fall;
    delete answers.effect_of_loss;
    signIn({ in_progress: inProgress(answers), completed: [] });
    const { user } = renderApp('/atrq');
    await user.click(await screen.findByRole('button', { name: 'See my result' }, firstRender));
    const fall = screen.getByRole('group', { name: /largest fall in a single year/ });
    expect(fall).toHaveFocus();
    expect(fall).toHaveAccessibleDescription('Answer this question.');
    expect(screen.getByRole('group', { name: /lost a third of its value/ })).toHaveAccessibleDescription(
      'Answer this question.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('2 still need an answer');
    expect(requests.some((r) => r.path === '/api/atrq/submit')).toBe(false);
  });

  it('sends a complete questionnaire and shows the result', async () => {
    let overview: RiskOverviewResponse = { in_progress: inProgress(everyAnswer(4)), completed: [] };
    signIn(() => overview);
    answer('POST /api/atrq/submit', () => {
      overview = { in_progress: null, completed: [completed(5, 6, '2026-03-02T10:00:00.000Z')] };
      return { status: 200, body: { data: overview.completed[0] } };
    });
    const { user, location } = renderApp('/atrq');
    await user.click(await screen.findByRole('button', { name: 'See my result' }, firstRender));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your attitude to risk' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/atrq/result');
    expect(screen.getByText('Risk level 6 of 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Adventurous' })).toBeInTheDocument();
  });
});

describe('the risk result (/atrq/result)', () => {
  it("shows the level that stands, the adviser's reason for changing it, capacity for loss and earlier results", async () => {
    const latest = completed(
      7,
      4,
      '2026-03-05T10:00:00.000Z',
      riskResult({
        level: 4,
        calculated_level: 2,
        score: 20,
        capacity: 'low',
        capacity_score: 9,
        review_due_on: '2027-03-05',
        override: {
          level: 4,
          reason: 'We discussed your pension plans.',
          by: { id: 1, name: 'Olivia Bennett' },
          at: '2026-03-06T10:00:00.000Z',
          above_capacity: false,
        },
      }),
    );
    signIn({ in_progress: null, completed: [latest, completed(3, 5, '2025-03-01T10:00:00.000Z')] });
    renderApp('/atrq');
    expect(await screen.findByText('Risk level 4 of 7', {}, firstRender)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Balanced' })).toBeInTheDocument();
    const scale = screen.getByRole('list', { name: 'Risk levels, 1 lowest to 7 highest' });
    expect(within(scale).getByText('4').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(
      screen.getByText(/Olivia Bennett changed your level from 2 \(Cautious\) to 4 on 6 March 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText('Their reason: We discussed your pension plans.')).toBeInTheDocument();
    expect(screen.getByText('Your adviser will review it with you by 5 March 2027.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Low capacity for loss' })).toBeInTheDocument();
    expect(
      screen.getByText('Level 5 (Moderately adventurous), medium capacity for loss'),
    ).toBeInTheDocument();
  });

  it('starts a retake and goes to the questionnaire, the history kept', async () => {
    let overview: RiskOverviewResponse = {
      in_progress: null,
      completed: [completed(5, 3, '2026-03-02T10:00:00.000Z')],
    };
    signIn(() => overview);
    answer('POST /api/atrq/start', () => {
      overview = { ...overview, in_progress: inProgress({}) };
      return { status: 200, body: { data: inProgress({}) } };
    });
    const { user, location } = renderApp('/atrq/result');
    await user.click(
      await screen.findByRole('button', { name: 'Take the questionnaire again' }, firstRender),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Attitude to risk' })).toBeInTheDocument();
    expect(location().pathname).toBe('/atrq');
    expect(screen.getByText(/Your earlier results are kept/)).toBeInTheDocument();
  });

  it('sends someone without a result to the questionnaire', async () => {
    signIn({ in_progress: null, completed: [] });
    const { location } = renderApp('/atrq/result');
    expect(await screen.findByRole('button', { name: 'See my result' }, firstRender)).toBeInTheDocument();
    expect(location().pathname).toBe('/atrq');
  });
});

describe('a result that needs a second look (questionnaire version 2)', () => {
  it('says why the level was capped, lists answers that disagree, and lets the client confirm them', async () => {
    const answers = { ...everyAnswer(5), largest_fall: 1, emergency_fund: 1 };
    const result = riskResult({
      level: 3,
      ...cappedByLowCapacity,
      contradictions: [{ question_id: 'largest_fall', answer: 1, others_mean: 5 }],
      status: 'awaiting_client',
    });
    let latest: RiskAssessment = { ...completed(9, 3, '2026-03-05T10:00:00.000Z', result), answers };
    signIn(() => ({ in_progress: null, completed: [latest] }));
    answer('POST /api/atrq/9/confirm', () => {
      latest = {
        ...latest,
        result: { ...result, status: 'awaiting_adviser', client_confirmed_at: '2026-03-05T11:00:00.000Z' },
      };
      return { status: 200, body: { data: latest } };
    });
    const { user } = renderApp('/atrq/result');
    expect(await screen.findByText('Risk level 3 of 7', {}, firstRender)).toBeInTheDocument();
    expect(screen.getByText(/Not final yet/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /Your answers about risk put you at level 6 \(Adventurous\)\. With low capacity for loss/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your capacity for loss is low because of these answers/).nextSibling,
    ).toHaveTextContent(/Less than a month/);
    const disagree = screen.getByRole('heading', { name: 'Some of your answers disagree' }).closest('div');
    expect(disagree).toHaveTextContent(
      /You answered No fall at all, while your other answers were much bolder/,
    );
    await user.click(screen.getByRole('button', { name: 'These are what I meant' }));
    expect(await screen.findByText(/You confirmed these answers/)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/atrq/9/confirm')).toBe(true);
  });
});

describe('a result to look at again (questionnaire version 3)', () => {
  it('puts the fact-find beside the savings answer, links to the savings step and lets the client change answers', async () => {
    // "Six to twelve months" answered; the fact-find shows £0 in cash against £1,500 a month: 0 months, "Less than a
    // month", so capacity is low and level 7 is capped at 3 (testing.ts cappedByFactFind).
    const answers = { ...everyAnswer(5), experience: 1, emergency_fund: 4 };
    const result = riskResult({ level: 3, ...cappedByFactFind, status: 'awaiting_client' });
    const latest: RiskAssessment = { ...completed(9, 3, '2026-03-05T10:00:00.000Z', result), answers };
    let overview: RiskOverviewResponse = { in_progress: null, completed: [latest] };
    signIn(() => overview);
    answer('POST /api/atrq/9/revisit', () => {
      const reopened = { ...latest, status: 'in-progress' as const, completed_at: null, result: null };
      overview = { in_progress: reopened, completed: [] };
      return { status: 200, body: { data: reopened } };
    });
    const { user, location } = renderApp('/atrq/result');
    const heading = await screen.findByRole(
      'heading',
      { name: 'Your answer and your fact-find disagree' },
      firstRender,
    );
    expect(heading.closest('div')).toHaveTextContent(
      'You answered “Six to twelve months” to how long your savings would pay your essential bills. Your fact-find ' +
        'shows £0 in cash you can reach quickly: 0 months of your essential outgoings of £1,500 a month, the answer ' +
        '“Less than a month”. The lower of the two stands: capacity for loss is low, not high.',
    );
    expect(screen.queryByRole('heading', { name: 'Some of your answers disagree' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your fact-find’s savings and investments' })).toHaveAttribute(
      'href',
      '/fact-find?step=savings-investments',
    );
    expect(
      screen.getByText(/Your answers alone gave high capacity for loss; what your fact-find shows/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Not final yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change my answers' }));
    await waitFor(() => expect(location().pathname).toBe('/atrq'));
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/atrq/9/revisit')).toBe(true);
  });

  it('names two answers that cannot both be true, and a polarised set', async () => {
    // "Rather keep my money in savings" and "accept sharp falls" both strongly agreed (1 and 5 points).
    const answers = { ...everyAnswer(3), prefer_savings: 1, accept_volatility: 5 };
    const result = riskResult({
      level: 4,
      contradicting_pairs: [{ question_ids: ['prefer_savings', 'accept_volatility'], answers: [1, 5] }],
      polarised: { at_lowest: 3, at_highest: 3 },
      status: 'awaiting_client',
    });
    signIn({
      in_progress: null,
      completed: [{ ...completed(9, 4, '2026-03-05T10:00:00.000Z', result), answers }],
    });
    renderApp('/atrq/result');
    const heading = await screen.findByRole(
      'heading',
      { name: 'Some of your answers disagree' },
      firstRender,
    );
    const items = within(heading.closest('div') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'I would rather keep my money in a savings account than invest it, even if it grows less. You answered ' +
        'Strongly agree. I accept that investments can fall sharply in some years if they are likely to grow more ' +
        'over the long term. You answered Strongly agree. These two answers cannot both be true.',
      'You gave the most careful answer to 3 questions and the boldest answer to 3. Added up they land in the ' +
        'middle, which describes neither.',
    ]);
    expect(screen.getByRole('button', { name: 'These are what I meant' })).toBeInTheDocument();
  });
});
