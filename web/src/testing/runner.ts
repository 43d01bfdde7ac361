import { TestRunner } from 'vitest';

/** The runner's own state that the reset below reads: Vitest keeps it private. */
interface RunnerState {
  moduleRunner?: { mocker?: { reset(): void } };
  workerState: {
    evaluatedModules: {
      idToModuleMap: Map<
        string,
        { promise?: unknown; exports?: unknown; evaluated: boolean; importers: Set<string> }
      >;
    };
  };
}

type ImportSource = Parameters<TestRunner['importFile']>[1];

// Vitest's own modules, kept as its per-file reset keeps them (they hold the run's state).
const KEEP = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/];

/**
 * Test files share their worker and its page (`isolate: false`, docs/adr/0082-web-tier-at-half-cpu.md),
 * but not their modules: before each file, every module the files before it evaluated, mocks
 * included, is forgotten, as Vitest does between the files of an isolated worker, so a file
 * starts from the app's modules as they load, never from a singleton another file has written.
 * What stays is what Node itself loaded (React, the Firebase SDK, Testing Library) and the page.
 */
export default class FreshModulesRunner extends TestRunner {
  override importFile(filepath: string, source: ImportSource): unknown {
    if (source === 'collect') {
      const self = this as unknown as RunnerState;
      self.moduleRunner?.mocker?.reset();
      for (const [id, node] of self.workerState.evaluatedModules.idToModuleMap) {
        if (KEEP.some((re) => re.test(id))) continue;
        node.promise = undefined;
        node.exports = undefined;
        node.evaluated = false;
        node.importers.clear();
      }
    }
    return super.importFile(filepath, source);
  }
}
