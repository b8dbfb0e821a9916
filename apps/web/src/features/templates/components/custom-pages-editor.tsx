import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  type EditorPage,
  type EditorSection,
  errorAt,
  move,
  newPage,
  newQuestion,
  removeAt,
  replaceAt,
} from '../editor-model.ts';
import { QuestionEditor } from './question-editor.tsx';
import { ReorderButtons } from './reorder-buttons.tsx';
import { sectionHeading } from './styles.ts';

type Props = {
  pages: EditorPage[];
  onChange: (pages: EditorPage[]) => void;
  errors: Record<string, string[]>;
};

function SectionEditor({
  section,
  onChange,
  onRemove,
  errors,
  path,
  number,
}: {
  section: EditorSection;
  onChange: (section: EditorSection) => void;
  onRemove: () => void;
  errors: Record<string, string[]>;
  path: string;
  number: number;
}) {
  const questions = section.questions;
  return (
    <fieldset className="space-y-3 rounded-xl border border-dashed border-gray-400 p-3 dark:border-gray-600">
      <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
        Section {number}
      </legend>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Section title"
          value={section.title}
          maxLength={200}
          className="min-w-48 flex-1"
          onChange={(event) => onChange({ ...section, title: event.target.value })}
          error={errorAt(errors, `${path}.title`)}
        />
        <Button variant="secondary" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove section {number}
        </Button>
      </div>
      <ol className="space-y-3">
        {questions.map((question, q) => (
          <QuestionEditor
            key={question.id}
            question={question}
            number={q + 1}
            count={questions.length}
            path={`${path}.questions.${q}`}
            errors={errors}
            onChange={(next) => onChange({ ...section, questions: replaceAt(questions, q, next) })}
            onMove={(by) => onChange({ ...section, questions: move(questions, q, by) })}
            onRemove={() => onChange({ ...section, questions: removeAt(questions, q) })}
          />
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange({ ...section, questions: [...questions, newQuestion()] })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add question to section {number}
      </Button>
    </fieldset>
  );
}

// The firm's own pages, shown after the built-in ones in this order, addressed 'custom.{slug}'.
export function CustomPagesEditor({ pages, onChange, errors }: Props) {
  return (
    <section aria-labelledby="custom-pages-heading" className="space-y-4">
      <h2 id="custom-pages-heading" className={sectionHeading}>
        Custom pages
      </h2>
      {pages.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">No custom pages yet.</p>
      ) : null}
      {pages.map((page, p) => {
        const path = `customPages.${p}`;
        const name = page.title || `custom page ${p + 1}`;
        const update = (patch: Partial<EditorPage>) => onChange(replaceAt(pages, p, { ...page, ...patch }));
        return (
          <Card key={page.key} className="space-y-4 p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-gray-900 dark:text-gray-50">
                {p + 1}. {page.title || 'Untitled page'}
              </h3>
              <ReorderButtons
                name={name}
                isFirst={p === 0}
                isLast={p === pages.length - 1}
                onMove={(by) => onChange(move(pages, p, by))}
                onRemove={() => onChange(removeAt(pages, p))}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Page title"
                value={page.title}
                maxLength={120}
                onChange={(event) => update({ title: event.target.value })}
                error={errorAt(errors, `${path}.title`) ?? errorAt(errors, `${path}.order`)}
              />
              <TextField
                label="Slug"
                hint="Lowercase letters, digits and hyphens; the page's address is custom.{slug}."
                value={page.slug}
                maxLength={40}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(event) => update({ slug: event.target.value })}
                error={errorAt(errors, `${path}.slug`)}
              />
            </div>
            {page.sections.map((section, s) => (
              <SectionEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: sections have no identity beyond their place
                key={s}
                section={section}
                number={s + 1}
                path={`${path}.sections.${s}`}
                errors={errors}
                onChange={(next) => update({ sections: replaceAt(page.sections, s, next) })}
                onRemove={() => update({ sections: removeAt(page.sections, s) })}
              />
            ))}
            {errorAt(errors, `${path}.sections`) ? (
              <p className="text-sm font-medium text-red-700 dark:text-red-300">
                {errorAt(errors, `${path}.sections`)}
              </p>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                update({ sections: [...page.sections, { title: '', questions: [newQuestion()] }] })
              }
            >
              <Plus aria-hidden="true" className="size-4" />
              Add section to {name}
            </Button>
          </Card>
        );
      })}
      <Button variant="secondary" onClick={() => onChange([...pages, newPage(pages)])}>
        <Plus aria-hidden="true" className="size-4" />
        Add custom page
      </Button>
    </section>
  );
}
