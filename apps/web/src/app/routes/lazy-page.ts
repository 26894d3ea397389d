import type { ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '@/shared/lib/i18n.ts';

/**
 * A lazily loaded page: its module and the text namespaces it uses load in parallel, so the
 * page renders complete, with no loading flash for its texts.
 */
export const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType, ...namespaces: Namespace[]) =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: pick(module) };
  };
