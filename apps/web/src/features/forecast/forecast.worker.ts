import { type ForecastRequest, type ForecastResponse, forecastView } from './forecast-model.ts';

// The projection off the main thread, so typing in a scenario control never waits for it (hooks/use-forecast.ts).
self.onmessage = (event: MessageEvent<ForecastRequest>) => {
  const { id, plan, scenario } = event.data;
  let response: ForecastResponse;
  try {
    response = { id, view: forecastView(plan, scenario) };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
