import {
  type EligiblePolicy,
  type GenerateLetters as GenerateLettersRequest,
  generateLettersSchema,
  letterMessages,
} from '@atrium/domain/contract/letters-of-authority';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { generateLetters, lettersKey } from '../api.ts';

type Values = Record<string, string | boolean>;

const boxOf = (index: number) => `policy${index}`;

export const policyLabel = (policy: { type_label: string; provider: string; policy_number: string }) =>
  `${policy.type_label} with ${policy.provider} (${policy.policy_number})`;

// The fact-find's policies, each a box to tick; one letter is generated and sent for signature per policy ticked.
export function GenerateLetters({
  clientId,
  policies,
  onGenerated,
}: {
  clientId: number;
  policies: EligiblePolicy[];
  onGenerated: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: GenerateLettersRequest) => generateLetters(clientId, request),
    onSuccess: ({ data }) => {
      form.form.reset();
      addToast({
        description:
          data.length === 1
            ? 'The letter was sent for signature.'
            : `${data.length} letters were sent for signature.`,
      });
      onGenerated();
      return queryClient.invalidateQueries({ queryKey: lettersKey(clientId) });
    },
  });
  const chosen = (values: Values) => policies.filter((_, index) => values[boxOf(index)] === true);
  const firstOpen = policies.findIndex((policy) => policy.blocked_reason === null);
  const form = useAppForm<Values, GenerateLettersRequest>({
    schema: generateLettersSchema,
    toRequest: (values) => ({
      policies: chosen(values).map((policy) => ({
        category: policy.category,
        provider: policy.provider,
        policy_number: policy.policy_number,
      })),
      due_date: values.due_date === '' ? null : values.due_date,
    }),
    check: (values) =>
      chosen(values).length === 0 ? { [boxOf(Math.max(firstOpen, 0))]: letterMessages.noPolicies } : {},
    defaultValues: { due_date: '', ...Object.fromEntries(policies.map((_, index) => [boxOf(index), false])) },
    mutation,
    onValid: (request) => mutation.mutate(request),
  });
  if (policies.length === 0)
    return (
      <p className="text-sm text-gray-700 dark:text-gray-300">
        The fact-find has no pension or investment with both a provider and a policy number yet.
      </p>
    );
  return (
    <AppFormView form={form} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-gray-900 dark:text-gray-100">
          Policies from the fact-find
        </legend>
        {policies.map((policy, index) => (
          <CheckboxField
            key={`${policy.category}-${policy.provider}-${policy.policy_number}`}
            label={policyLabel(policy)}
            hint={
              policy.blocked_reason ??
              `To be signed by ${policy.owner_names.join(' and ')}${
                policy.letter_ids.length > 0 ? ' · a letter was written before' : ''
              }`
            }
            {...form.field(boxOf(index))}
            disabled={policy.blocked_reason !== null}
          />
        ))}
      </fieldset>
      <TextField
        label="Due date for signing (optional)"
        type="date"
        className="sm:max-w-xs"
        {...form.field('due_date')}
      />
      <div>
        <Button type="submit" isPending={form.isPending}>
          Generate and send for signature
        </Button>
      </div>
    </AppFormView>
  );
}
