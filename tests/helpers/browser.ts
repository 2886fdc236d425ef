import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../cli/check/browser.ts';

/** Debian's Chromium (apt-get install chromium); override with CHROME_PATH. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Launches headless Chromium with the flags this closed network needs.
 * @throws Error naming the missing executable when Chromium is not installed.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROME_PATH)`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
}
