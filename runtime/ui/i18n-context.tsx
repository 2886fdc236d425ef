import { createContext, type ReactNode, useContext } from 'react';
import type { Translator } from '../../core/i18n/index.ts';

const TranslatorContext = createContext<Translator | null>(null);

/** Provides the page's translator to every component below it. */
export function TranslatorProvider({ t, children }: { t: Translator; children: ReactNode }) {
  return <TranslatorContext value={t}>{children}</TranslatorContext>;
}

/**
 * The translator of the page being rendered.
 * @throws Error when used outside a `TranslatorProvider`.
 */
export function useT(): Translator {
  const t = useContext(TranslatorContext);
  if (!t) throw new Error('useT() was called outside <TranslatorProvider>; wrap the page in it.');
  return t;
}
