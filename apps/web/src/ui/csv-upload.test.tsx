import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { CsvFileField, CsvUploadProblems, useCsvUpload } from './csv-upload.tsx';

function Upload({ upload }: { upload: (csv: string) => Promise<string> }) {
  const state = useCsvUpload({ maxChars: 20, tooLargeMessage: 'The file is too large.', upload });
  return (
    <form onSubmit={(event) => void state.submit(event)}>
      <CsvFileField hint="One row each." onChoose={state.choose} />
      <button type="submit">Send</button>
      {state.result?.kind === 'done' ? <p>{state.result.done}</p> : null}
      <CsvUploadProblems result={state.result} />
    </form>
  );
}

const csv = (text: string) => new File([text], 'file.csv', { type: 'text/csv' });

describe('CSV upload', () => {
  it('asks for a file, refuses one over the limit unread, and sends the text of one within it', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async (text: string) => `Sent ${text.length} characters.`);
    render(<Upload upload={upload} />);
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription('One row each.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a CSV file first.');

    await user.upload(screen.getByLabelText('CSV file'), csv('x'.repeat(21)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large.');
    expect(upload).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('CSV file'), csv('name,email'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent 10 characters.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('name,email');
  });

  it("lists a 422's bad rows, and says what else went wrong", async () => {
    const user = userEvent.setup();
    const upload = vi
      .fn<(text: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(422, 'The file has errors.', { 'rows.2.email': ['Taken.'] }))
      .mockRejectedValueOnce(new ApiError(500, 'Something broke.'));
    render(<Upload upload={upload} />);
    await user.upload(screen.getByLabelText('CSV file'), csv('a,b'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('list', { name: 'Rows with errors' })).toHaveTextContent(
      'Line 2: email — Taken.',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
    expect(screen.queryByRole('list', { name: 'Rows with errors' })).not.toBeInTheDocument();
  });
});
