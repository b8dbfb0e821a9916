import type { CustomQuestion } from '@atrium/domain/contract/factfind';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidData, requests } from '../../../test/fake-api.ts';
import { clientId, draftFactFind, renderWithFactFind } from '../testing.tsx';
import { CustomQuestionField } from './custom-question-field.tsx';

const data = draftFactFind();
const priorities = data.customPages[0]?.sections[0]?.questions[1] as CustomQuestion;
const summary = data.customPages[0]?.sections[0]?.questions[0] as CustomQuestion;

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const answerOf = (queryClient: ReturnType<typeof renderWithFactFind>['queryClient'], id: number) =>
  queryClient
    .getQueryData<typeof data>(['factfind', clientId])
    ?.customPages.flatMap((p) => p.sections.flatMap((s) => s.questions))
    .find((q) => q.answer.id === id)?.answer.value;

describe('a custom question', () => {
  it('saves its answer by answer id', async () => {
    answer('PUT /api/fact-find/answers/501', ({ body }) => ({
      status: 200,
      body: { answer: { id: 501, value: (body as { value: unknown }).value } },
    }));
    const { queryClient } = renderWithFactFind(<CustomQuestionField question={summary} />, { data });
    const input = screen.getByRole('textbox', { name: /^What would you like help with\?/ });
    fireEvent.change(input, { target: { value: 'Retire at 60' } });
    fireEvent.blur(input);
    await flush();
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: { value: 'Retire at 60' } });
    expect(requests.at(-1)?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(answerOf(queryClient, 501)).toBe('Retire at 60');
  });

  it('asks for the minimum number of choices before saving a multiselect', async () => {
    renderWithFactFind(<CustomQuestionField question={priorities} />, { data });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Retiring comfortably' }));
    await flush();
    expect(screen.getByRole('checkbox', { name: 'Retiring comfortably' })).toHaveAccessibleDescription(
      'Choose at least 2.',
    );
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('clears the answer and flags the question when the server answers 422', async () => {
    answer('PUT /api/fact-find/answers/502', invalidData({ value: ['Choose only from the options.'] }));
    const { queryClient } = renderWithFactFind(<CustomQuestionField question={priorities} />, { data });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Retiring comfortably' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Protecting my family' }));
    await flush();
    expect(requests.filter((r) => r.method === 'PUT')[0]?.body).toEqual({ value: ['retire', 'family'] });
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes) {
      expect(box).not.toBeChecked();
      expect(box).toHaveAttribute('aria-invalid', 'true');
    }
    expect(boxes[0]).toHaveAccessibleDescription(
      'Your answer was not accepted and has been cleared: Choose only from the options.',
    );
    expect(screen.getByRole('group', { name: /Which are your priorities\?/ })).toHaveClass('field-error');
    expect(answerOf(queryClient, 502)).toBeNull();
  });

  it('says when a number was changed to its bound, and sends what was typed beside it', async () => {
    answer('PUT /api/fact-find/answers/503', ({ body }) => ({
      status: 200,
      body: { answer: { id: 503, value: (body as { value: unknown }).value } },
    }));
    const years: CustomQuestion = {
      id: 'years',
      type: 'number',
      label: 'Years to plan for',
      help: null,
      required: false,
      options: { min: 1, max: 40, choices: [] },
      answer: { id: 503, value: null },
    };
    renderWithFactFind(<CustomQuestionField question={years} />, { data });
    const input = screen.getByRole('textbox', { name: /^Years to plan for/ });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    await flush();
    expect(input).toHaveValue('40');
    expect(input).toHaveAccessibleDescription('Changed to 40, the most allowed');
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: { value: 40, typed: '99' } });
  });
});
