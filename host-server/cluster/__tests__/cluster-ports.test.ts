describe('cluster ports: every listener of the cluster run in the port block of MFP_PORT_BASE', () => {
  test('each port follows the base, and none is taken twice', () => {
    const blockOf = (base: string) => {
      let ports: number[] = [];
      jest.isolateModules(() => {
        process.env.MFP_PORT_BASE = base;
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { clusterPorts } = require('../cluster-ports.ts') as typeof import('../cluster-ports.ts');
        ports = Object.values(clusterPorts).flatMap((p) => (typeof p === 'number' ? [p] : [...p]));
      });
      return ports;
    };
    const saved = process.env.MFP_PORT_BASE;
    try {
      const a = blockOf('3000');
      const b = blockOf('3200');
      expect(new Set(a).size).toBe(a.length);
      expect(b).toEqual(a.map((p) => p + 200));
    } finally {
      if (saved === undefined) delete process.env.MFP_PORT_BASE;
      else process.env.MFP_PORT_BASE = saved;
    }
  });
});
