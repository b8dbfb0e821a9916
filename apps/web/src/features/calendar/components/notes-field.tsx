import { TextAreaField, type TextAreaFieldProps } from '../../../ui/textarea-field.tsx';

type NotesFieldProps = Omit<TextAreaFieldProps, 'hint' | 'inputClassName'> & { hint?: string };

// A labelled text area with the hint and error of every field (at least 58 px high, two lines).
export function NotesField(props: NotesFieldProps) {
  return <TextAreaField rows={3} inputClassName="min-h-[58px]" {...props} />;
}
