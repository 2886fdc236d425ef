import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import type { CheckedPage } from './pages.ts';
import type { CheckProblem } from './report.ts';

const run = promisify(execFile);

/** Which validator checks the HTML: the Nu Html Checker (vnu-jar, on Java) or html-validate (in-process). */
export type HtmlValidator = 'vnu' | 'html-validate';

/** Files per vnu run: one JVM start for many pages, within any command-line length limit. */
const VNU_BATCH = 400;

/**
 * Whether `java` runs here (on PATH and answering `java -version`).
 * @returns never throws.
 */
export async function javaAvailable(): Promise<boolean> {
  try {
    await run('java', ['-version'], { timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * The HTML validity check: every page's HTML file against the HTML standard, with vnu (the W3C's Nu
 * Html Checker, errors only) when `validator` is `vnu`, else html-validate's `standard` preset (rules
 * of the HTML standard, no style rules); a problem per error, naming line and column.
 * @throws when vnu cannot be started or answers something that is not its JSON report.
 */
export async function checkHtml(input: {
  pages: readonly CheckedPage[];
  validator: HtmlValidator;
}): Promise<{ problems: CheckProblem[]; note: string }> {
  const byFile = new Map(input.pages.map((page) => [path.join(page.dir, page.file), page]));
  const problems: CheckProblem[] = [];
  const add = (file: string, line: number | undefined, column: number | undefined, message: string) => {
    const page = byFile.get(file);
    problems.push({
      ...(page ? { site: page.site, page: page.url } : { page: file }),
      message: `${line !== undefined ? `line ${line}${column !== undefined ? `:${column}` : ''}: ` : ''}${message}`,
    });
  };
  if (input.validator === 'vnu') {
    const jar = vnuJar();
    const files = [...byFile.keys()];
    for (let start = 0; start < files.length; start += VNU_BATCH) {
      const batch = files.slice(start, start + VNU_BATCH);
      // vnu writes its JSON report on stderr; --exit-zero-always: errors found are not a failed run.
      const { stderr } = await run(
        'java',
        ['-jar', jar, '--format', 'json', '--errors-only', '--exit-zero-always', ...batch],
        { maxBuffer: 256 * 1024 * 1024 },
      );
      // The JVM may print notices first (`Picked up JAVA_TOOL_OPTIONS: …`): the report starts at its brace.
      const report = JSON.parse(stderr.slice(Math.max(stderr.indexOf('{"'), 0))) as {
        messages: { type: string; url?: string; lastLine?: number; firstColumn?: number; message: string }[];
      };
      for (const message of report.messages) {
        if (message.type !== 'error' && message.type !== 'non-document-error') continue;
        const file = message.url ? fileURLToPath(message.url) : '';
        add(file, message.lastLine, message.firstColumn, message.message);
      }
    }
    return { problems, note: `validated with vnu (Nu Html Checker ${vnuVersion()}, Java)` };
  }
  const validator = new HtmlValidate(
    new StaticConfigLoader({ extends: ['html-validate:standard'], root: true }),
  );
  for (const file of byFile.keys()) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity !== 2) continue;
        add(file, message.line, message.column, `${message.message} (${message.ruleId})`);
      }
    }
  }
  return { problems, note: 'validated with html-validate (no java on PATH for vnu)' };
}

/** The absolute path of the vnu.jar the vnu-jar package ships (its default export). */
function vnuJar(): string {
  return String(createRequire(import.meta.url)('vnu-jar'));
}

function vnuVersion(): string {
  return (createRequire(import.meta.url)('vnu-jar/package.json') as { version: string }).version;
}
