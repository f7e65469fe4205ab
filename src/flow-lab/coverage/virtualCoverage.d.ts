/** The lab build's coverage figures (scripts/vite-plugins/flowLabPlugin.ts, from coverage/buildCoverage.ts). */
declare module 'virtual:flow-lab-coverage' {
  const coverage: import('@machines/coverage/coverageFile').CoverageFile;
  export default coverage;
}
