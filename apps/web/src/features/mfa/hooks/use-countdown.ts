import { useEffect, useState } from 'react';

// Seconds left until `until` (a timestamp), ticking once a second; 0 when passed.
export function useCountdown(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
