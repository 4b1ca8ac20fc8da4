// Where the generated trees of the benchmarks put their files: the folders of an ordinary repository.
export const TREE_FOLDERS = [
  'src',
  'src/lib',
  'src/components',
  'server',
  'scripts',
  'config',
  'docs',
  'packages/core/src',
];
