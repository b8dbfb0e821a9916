import { Button } from '../../../ui/button.tsx';

// A group of boxes' message (the server's or the form's), announced as it appears.
export function GroupError({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null;
}

export function SaveRow({ isPending }: { isPending: boolean }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button type="submit" isPending={isPending}>
        Save what would help
      </Button>
    </div>
  );
}
