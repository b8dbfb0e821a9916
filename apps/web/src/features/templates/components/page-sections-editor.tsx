import { lockedPageSlugs } from '@atrium/domain/contract/templates';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { Card } from '../../../ui/card.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import type { EditorState } from '../editor-model.ts';
import { sectionHeading } from './styles.ts';

type Props = {
  state: EditorState;
  onChange: (state: EditorState) => void;
  errors: Record<string, string[]>;
};

// Which built-in sections each page shows, and the template's settings.
export function PageSectionsEditor({ state, onChange, errors }: Props) {
  const shown = (slug: string, key: string) => state.defaultPageSections[slug]?.includes(key) ?? true;
  const toggle = (slug: string, key: string, isOn: boolean) => {
    const page = baseTemplate.pages.find((candidate) => candidate.slug === slug);
    if (!page) return;
    const keys = page.sections
      .map((section) => section.key)
      .filter((k) => (k === key ? isOn : shown(slug, k)));
    const next = { ...state.defaultPageSections };
    // A page showing everything needs no entry: later base sections then appear too.
    if (keys.length === page.sections.length) delete next[slug];
    else next[slug] = keys;
    onChange({ ...state, defaultPageSections: next });
  };
  return (
    <Card className="space-y-4 p-5">
      <h2 className={sectionHeading}>Built-in pages</h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Choose the sections each built-in page shows. The names and dates of birth are always asked.
      </p>
      <CheckboxField
        label="Ask for fund holdings in savings, investments and pensions"
        checked={state.showFundInput}
        onChange={(checked) => onChange({ ...state, showFundInput: checked })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {baseTemplate.pages
          .filter((page) => !(lockedPageSlugs as readonly string[]).includes(page.slug))
          .map((page) => {
            const error = errors[`defaultPageSections.${page.slug}`]?.[0];
            return (
              <fieldset
                key={page.slug}
                className="rounded-xl border border-gray-300 p-3 dark:border-gray-700"
              >
                <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
                  {page.title}
                </legend>
                {page.sections.map((section) => (
                  <CheckboxField
                    key={section.key}
                    label={section.title}
                    checked={shown(page.slug, section.key)}
                    onChange={(checked) => toggle(page.slug, section.key, checked)}
                  />
                ))}
                {error ? (
                  <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                    {error}
                  </p>
                ) : null}
              </fieldset>
            );
          })}
      </div>
    </Card>
  );
}
