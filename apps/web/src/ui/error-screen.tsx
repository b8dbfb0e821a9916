import type { ReactNode } from 'react';

type ErrorScreenProps = {
  status: number | string;
  message: string;
  hint?: string;
  brand?: ReactNode;
  action: ReactNode;
};

// The full-page error screen: the status code, the message and a way back.
export function ErrorScreen({ status, message, hint, brand, action }: ErrorScreenProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gray-100 px-4 py-10 dark:bg-gray-950">
      {brand ? <header className="mb-10">{brand}</header> : null}
      <main
        id="main"
        className="flex w-full max-w-lg flex-1 flex-col items-center justify-center text-center"
      >
        <p className="text-7xl font-bold tracking-tight text-primary-ink sm:text-8xl">{status}</p>
        <h1 className="mt-4 text-xl font-semibold break-words text-gray-900 sm:text-2xl dark:text-gray-50">
          {message}
        </h1>
        {hint ? <p className="mt-3 text-base text-gray-700 dark:text-gray-300">{hint}</p> : null}
        <div className="mt-8">{action}</div>
      </main>
    </div>
  );
}
