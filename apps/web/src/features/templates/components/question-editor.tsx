import { customQuestionTypes } from '@atrium/domain/factfind/custom';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { type EditorQuestion, errorAt, hasChoices, hasLimits, questionTypeLabels } from '../editor-model.ts';
import { ChoicesEditor } from './choices-editor.tsx';
import { ReorderButtons } from './reorder-buttons.tsx';

type Props = {
  question: EditorQuestion;
  number: number;
  count: number;
  onChange: (question: EditorQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  errors: Record<string, string[]>;
  // The question's path in the draft, as the server names its fields ('customPages.0.sections.1.questions.2').
  path: string;
};

const typeOptions = customQuestionTypes.map((type) => ({ value: type, label: questionTypeLabels[type] }));

// The limits of a question that has them (editor-model.ts: hasLimits), each typed as digits only: a number's or an
// amount's smallest and largest, a multiselect's fewest and most options to choose.
const limits = [
  { key: 'min', label: 'Minimum (optional)', multiselectLabel: 'Fewest options to choose (optional)' },
  { key: 'max', label: 'Maximum (optional)', multiselectLabel: 'Most options to choose (optional)' },
] as const;

export function QuestionEditor({ question, number, count, onChange, onMove, onRemove, errors, path }: Props) {
  const set = (patch: Partial<EditorQuestion>) => onChange({ ...question, ...patch });
  const name = question.label || `question ${number}`;
  const isMultiselect = question.type === 'multiselect';
  return (
    <li className="space-y-3 rounded-xl border border-gray-300 p-4 dark:border-gray-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-gray-900 dark:text-gray-100">Question {number}</h4>
        <ReorderButtons
          name={name}
          isFirst={number === 1}
          isLast={number === count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Question"
          value={question.label}
          maxLength={300}
          onChange={(event) => set({ label: event.target.value })}
          error={errorAt(errors, `${path}.label`) ?? errorAt(errors, `${path}.id`)}
        />
        <SelectField
          label="Type of answer"
          value={question.type}
          options={typeOptions}
          onChange={(event) => set({ type: event.target.value as EditorQuestion['type'] })}
          error={errorAt(errors, `${path}.type`)}
        />
      </div>
      <TextField
        label="Help text (optional)"
        value={question.help}
        maxLength={500}
        onChange={(event) => set({ help: event.target.value })}
        error={errorAt(errors, `${path}.help`)}
      />
      <CheckboxField
        label="Required"
        checked={question.required}
        onChange={(required) => set({ required })}
      />
      {hasLimits(question.type) ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {limits.map(({ key, label, multiselectLabel }) => (
            <TextField
              key={key}
              label={isMultiselect ? multiselectLabel : label}
              inputMode="numeric"
              value={question[key]}
              onChange={(event) => set({ [key]: event.target.value.replace(/[^\d]/g, '') })}
              error={errorAt(errors, `${path}.options.${key}`)}
            />
          ))}
        </div>
      ) : null}
      {hasChoices(question.type) ? (
        <ChoicesEditor
          choices={question.choices}
          onChange={(choices) => set({ choices })}
          questionLabel={question.label}
          error={errorAt(errors, `${path}.options.choices`)}
          optionError={(index) =>
            errorAt(errors, `${path}.options.choices.${index}.label`) ??
            errorAt(errors, `${path}.options.choices.${index}.value`)
          }
        />
      ) : null}
    </li>
  );
}
