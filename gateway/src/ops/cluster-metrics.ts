// WORKERS=N: whichever worker a scrape reaches, it answers with the figures of every process.
// The worker asks the primary over the cluster's IPC; the primary gathers each worker's
// registry (prom-client's AggregatorRegistry: counters and histograms summed) and answers.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { logger } from '../telemetry/logger.js';
import { registry } from '../telemetry/metrics.js';

const ASK = 'kapda:metrics-request';
const ANSWER = 'kapda:metrics-answer';
const WAIT_MS = 8000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/** In the primary: answers workers asking for the whole cluster's figures. */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK || typeof message.id !== 'string') return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => {
        logger.warn({ component: 'metrics', err: error }, 'gathering the workers’ metrics failed');
        reply({ error: (error as Error).message });
      },
    );
  });
}

/** In a worker: lets the primary read this process's registry. */
export function shareWorkerMetrics(): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs prom-client's listener for the primary's requests.
  new AggregatorRegistry();
}

/** True in a worker of WORKERS=N, whose scrape must cover every process. */
export const inClusterWorker = () => cluster.isWorker && typeof process.send === 'function';

/** In a worker: the figures of every process, from the primary. */
export function clusterMetricsText(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('the primary did not answer in time')), WAIT_MS);
    const onMessage = (message: Answer) => {
      if (message?.type === ANSWER && message.id === id) done(message.error ? new Error(message.error) : null, message);
    };
    function done(error: Error | null, answer?: Answer) {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(answer!.text ?? '');
    }
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
}
