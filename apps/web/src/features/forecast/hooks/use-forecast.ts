import type { ForecastAssumptions, ForecastPlan } from '@atrium/domain/forecast/plan';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import type { Scenario } from '@atrium/domain/forecast/scenario';
import { useEffect, useRef, useState } from 'react';
import {
  type ForecastRequest,
  type ForecastResponse,
  type ForecastView,
  forecastView,
  type MonteCarloView,
  monteCarloView,
} from '../forecast-model.ts';

export type ForecastState = {
  view: ForecastView | null;
  // The Monte Carlo run of the same request, or of the one before while the new one is worked out.
  monteCarlo: MonteCarloView | null;
  error: string | null;
  isPending: boolean; // the deterministic run is being worked out
  isSimulating: boolean; // the Monte Carlo run is being worked out
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// The projection of `plan` under `scenario` and its Monte Carlo run (forecast-model.ts), worked out in a Web
// Worker so that typing in a control never waits for them; only the newest request's answers are kept (an older
// one arriving late is dropped). Where there is no Worker (jsdom in the tests, a browser without module workers)
// the same functions run on the main thread instead, after render, the Monte Carlo run a task later.
export function useForecast(
  plan: ForecastPlan | null,
  scenario: Scenario,
  assumptions: ForecastAssumptions = defaultAssumptions,
): ForecastState {
  const [state, setState] = useState<ForecastState>({
    view: null,
    monteCarlo: null,
    error: null,
    isPending: plan !== null,
    isSimulating: plan !== null,
  });
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);

  const receive = (response: ForecastResponse) => {
    if (response.id !== latest.current) return;
    if ('view' in response) {
      setState((previous) => ({ ...previous, view: response.view, error: null, isPending: false }));
    } else if ('monteCarlo' in response) {
      setState((previous) => ({ ...previous, monteCarlo: response.monteCarlo, isSimulating: false }));
    } else {
      setState({
        view: null,
        monteCarlo: null,
        error: response.error,
        isPending: false,
        isSimulating: false,
      });
    }
  };
  const receiveRef = useRef(receive);
  receiveRef.current = receive;

  useEffect(() => {
    if (typeof Worker === 'undefined') return;
    const created = new Worker(new URL('../forecast.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<ForecastResponse>) => receiveRef.current(event.data);
    worker.current = created;
    return () => {
      created.terminate();
      worker.current = null;
    };
  }, []);

  const { retireYears, spendingPercent } = scenario;
  const partnerRetireYears = scenario.partnerRetireYears ?? null;
  const lumpSumYear = scenario.lumpSum?.year ?? null;
  const lumpSumAmount = scenario.lumpSum?.amount ?? null;
  const marketFallYear = scenario.marketFallYear ?? null;
  useEffect(() => {
    if (!plan) return;
    latest.current += 1;
    const request: ForecastRequest = {
      id: latest.current,
      plan,
      scenario: {
        retireYears,
        partnerRetireYears,
        spendingPercent,
        lumpSum:
          lumpSumYear !== null && lumpSumAmount !== null
            ? { year: lumpSumYear, amount: lumpSumAmount }
            : null,
        marketFallYear,
      },
      assumptions,
    };
    setState((previous) => ({ ...previous, isPending: true, isSimulating: true }));
    if (worker.current) {
      worker.current.postMessage(request);
      return;
    }
    // No Worker here (jsdom has none): the same functions on the main thread.
    const { id } = request;
    try {
      receiveRef.current({ id, view: forecastView(plan, request.scenario, assumptions) });
    } catch (error) {
      receiveRef.current({ id, error: messageOf(error) });
      return;
    }
    const timer = setTimeout(() => {
      try {
        receiveRef.current({ id, monteCarlo: monteCarloView(plan, request.scenario, assumptions) });
      } catch (error) {
        receiveRef.current({ id, error: messageOf(error) });
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [
    plan,
    retireYears,
    partnerRetireYears,
    spendingPercent,
    lumpSumYear,
    lumpSumAmount,
    marketFallYear,
    assumptions,
  ]);

  return state;
}
