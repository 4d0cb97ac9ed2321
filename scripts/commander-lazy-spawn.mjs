// commander requires node:child_process as it loads, for the executable subcommands it can start
// as programs of their own (`program.command('name', 'description')`), which docsctl has none of.
// Loading that module costs every command ~4 ms at its start: in the CLI's bundle, commander
// gets a stand-in that loads it on first use (commander only calls its `spawn`).

/** The esbuild plugin: commander's `require('node:child_process')` becomes a stand-in that loads it on demand. */
export const commanderLazySpawn = {
  name: 'commander-lazy-spawn',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer) ? { path: 'child_process', namespace: 'commander-lazy-spawn' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'commander-lazy-spawn' }, () => ({
      contents: "module.exports = { get spawn() { return require('node:child_process').spawn; } };",
      loader: 'js',
    }));
  },
};
