import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { GraphQLEndpoint, ServiceName } from '../core/graphql/client.ts';
import { startEditableSandbox } from '../tests/helpers/editable-sandbox.ts';

/**
 * The benchmarks' sandbox in a process of its own: the content and product services a build talks to
 * over loopback, as a deployed build talks to remote services, so that the build process's peak memory
 * (max RSS) is the build's alone and not also the services' datasets and answers.
 *
 * Run as a script, it starts the services at the scale given as its argument, sends
 * `{ endpoints }` to its parent over IPC, then answers `{ edit: <page id> }` by appending a sentence to
 * that page's English body (replying `{ edited: <page id> }`), until it is killed.
 */
export interface SandboxProcess {
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  /** Edits one CMS page's English body in the sandbox dataset (what the next build loads). */
  editPage(id: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts the sandbox process at `scale` and waits for its endpoints. */
export function startSandboxProcess(scale: number): Promise<SandboxProcess> {
  const child = fork(fileURLToPath(import.meta.url), [String(scale)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = <Message>() =>
    new Promise<Message>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Message));
      child.once('exit', (code) => reject(new Error(`The sandbox process exited (${code})`)));
    });
  return next<{ endpoints: SandboxProcess['endpoints'] }>().then(({ endpoints }) => ({
    endpoints,
    async editPage(id) {
      const answer = next<{ edited?: string; error?: string }>();
      child.send({ edit: id });
      const { error } = await answer;
      if (error) throw new Error(error);
    },
    async close() {
      child.kill();
      await exited;
    },
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  const sandbox = await startEditableSandbox({ scale: Number(process.argv[2] ?? 1) });
  process.on('message', (message: { edit?: string }) => {
    const page = sandbox.content.pages.find((record) => record.id === message.edit);
    if (!page) {
      process.send!({ error: `The sandbox dataset has no page ${message.edit}` });
      return;
    }
    page.body.en = `${page.body.en}\n\nEdited for the benchmark.`;
    process.send!({ edited: page.id });
  });
  process.send({ endpoints: sandbox.endpoints });
}
