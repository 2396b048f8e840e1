// prom-client's default metrics one by one (runtime/node-metrics.ts takes all but one): each module registers
// its metrics in the registry given. The package publishes no types for them.
declare module 'prom-client/lib/metrics/*.js' {
  import type { Registry } from 'prom-client';
  const register: (registry: Registry, config?: { eventLoopMonitoringPrecision?: number }) => void;
  export default register;
}
