// Module Web Worker holding the session's engine, so large inputs never block the page.
import { EngineSession } from './engine-session';
import { errorMessage } from './error-message';
import type { EngineRequest, EngineResponse } from './protocol';

const session = new EngineSession();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<EngineRequest>) => {
  const request = event.data;
  let response: EngineResponse;
  try {
    switch (request.kind) {
      case 'process':
        response = { id: request.id, ok: true, value: session.process(request.input, request.options) };
        break;
      case 'restore':
        response = { id: request.id, ok: true, value: session.restore(request.text) };
        break;
      case 'removeMapping':
        session.removeMapping(request.original);
        response = { id: request.id, ok: true, value: null };
        break;
      case 'reset':
        session.reset();
        response = { id: request.id, ok: true, value: null };
        break;
      default:
        response = { id: (request as { id: number }).id, ok: false, error: 'Unknown request' };
    }
  } catch (error) {
    response = { id: request.id, ok: false, error: errorMessage(error) };
  }
  scope.postMessage(response);
};
