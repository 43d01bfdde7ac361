import { writers } from './fresh-modules-state';

// Test files share a worker (src/testing/runner.ts): whichever of the two files runs second on a
// worker would see the other's write if the runner kept modules from one file to the next.
test('a file starts from modules as they load, not as the file before it left them', () => {
  expect(writers).toEqual([]);
  writers.push('one');
  expect(writers).toEqual(['one']);
});
