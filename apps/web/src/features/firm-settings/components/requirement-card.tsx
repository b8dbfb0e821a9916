import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import { type Registered, SettingCard } from './setting-card.tsx';

type Props = {
  title: string;
  requiredLabel: string;
  requiredHint?: string;
  required: Registered;
  textLabel: string;
  text: Registered;
  rows: number;
};

// A requirement the firm may switch on and the text the client is shown with it: the consent before a fact-find,
// the declaration at its submission.
export function RequirementCard({
  title,
  requiredLabel,
  requiredHint,
  required,
  textLabel,
  text,
  rows,
}: Props) {
  return (
    <SettingCard title={title}>
      <CheckboxField label={requiredLabel} hint={requiredHint} {...required} />
      <TextAreaField label={textLabel} maxLength={5000} rows={rows} {...text} />
    </SettingCard>
  );
}
