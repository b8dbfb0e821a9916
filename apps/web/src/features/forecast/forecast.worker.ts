import {
  type ForecastRequest,
  type ForecastResponse,
  forecastView,
  monteCarloView,
} from './forecast-model.ts';

// The projection and the Monte Carlo run off the main thread, so typing in a scenario control never waits for
// them (hooks/use-forecast.ts). Only the newest request is worked out: the deterministic run first, then, unless
// a newer request has arrived meanwhile, the Monte Carlo run; a burst of typing costs one Monte Carlo run.
let pending: ForecastRequest | null = null;
let busy = false;

const post = (response: ForecastResponse) => self.postMessage(response);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function step() {
  const request = pending;
  pending = null;
  if (!request) {
    busy = false;
    return;
  }
  const { id, plan, scenario, assumptions } = request;
  try {
    post({ id, view: forecastView(plan, scenario, assumptions) });
  } catch (error) {
    post({ id, error: messageOf(error) });
    setTimeout(step, 0);
    return;
  }
  // Yield first, so a request sent while the projection ran is seen before the longer run starts.
  setTimeout(() => {
    if (pending === null) {
      try {
        post({ id, monteCarlo: monteCarloView(plan, scenario, assumptions) });
      } catch (error) {
        post({ id, error: messageOf(error) });
      }
    }
    step();
  }, 0);
}

self.onmessage = (event: MessageEvent<ForecastRequest>) => {
  pending = event.data;
  if (busy) return;
  busy = true;
  setTimeout(step, 0);
};
