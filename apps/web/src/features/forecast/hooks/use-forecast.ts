import type { ForecastPlan } from '@atrium/domain/forecast/projection';
import type { Scenario } from '@atrium/domain/forecast/scenario';
import { useEffect, useRef, useState } from 'react';
import {
  type ForecastRequest,
  type ForecastResponse,
  type ForecastView,
  forecastView,
} from '../forecast-model.ts';

export type ForecastState = { view: ForecastView | null; error: string | null; isPending: boolean };

// The projection of `plan` under `scenario`, worked out in a Web Worker so that typing in a control never waits
// for it; only the newest answer is kept (an older one arriving late is dropped). Where there is no Worker
// (jsdom in the tests, a browser without module workers) it runs on the main thread instead, after render.
export function useForecast(plan: ForecastPlan | null, scenario: Scenario): ForecastState {
  const [state, setState] = useState<ForecastState>({ view: null, error: null, isPending: plan !== null });
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    if (typeof Worker === 'undefined') return;
    const created = new Worker(new URL('../forecast.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<ForecastResponse>) => {
      const response = event.data;
      if (response.id !== latest.current) return;
      setState(
        'view' in response
          ? { view: response.view, error: null, isPending: false }
          : { view: null, error: response.error, isPending: false },
      );
    };
    worker.current = created;
    return () => {
      created.terminate();
      worker.current = null;
    };
  }, []);

  const { retireYears, spendingPercent } = scenario;
  useEffect(() => {
    if (!plan) return;
    latest.current += 1;
    const request: ForecastRequest = { id: latest.current, plan, scenario: { retireYears, spendingPercent } };
    setState((previous) => ({ ...previous, isPending: true }));
    if (worker.current) {
      worker.current.postMessage(request);
      return;
    }
    // No Worker here (jsdom has none): the same function on the main thread.
    try {
      setState({ view: forecastView(plan, request.scenario), error: null, isPending: false });
    } catch (error) {
      setState({
        view: null,
        error: error instanceof Error ? error.message : String(error),
        isPending: false,
      });
    }
  }, [plan, retireYears, spendingPercent]);

  return state;
}
