import { afterEach, describe, expect, it, vi } from 'vitest';

const NativeNumberFormat = Intl.NumberFormat;

// The module is imported afresh in each test, with the formatters built from then on counted.
async function freshFormat() {
  vi.resetModules();
  const built = { count: 0 };
  class CountedNumberFormat extends NativeNumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      built.count++;
    }
  }
  Intl.NumberFormat = CountedNumberFormat as typeof Intl.NumberFormat;
  const format = await import('@/lib/ui/format');
  return { format, built };
}

afterEach(() => {
  Intl.NumberFormat = NativeNumberFormat;
});

describe('the site number formats', () => {
  it('builds no formatter as the module loads: the page chunks importing it run before the app starts', async () => {
    const { built } = await freshFormat();
    expect(built.count).toBe(0);
  });

  it('writes whole dollars without cents and amounts with cents to the cent', async () => {
    const { format } = await freshFormat();
    expect(format.formatMoney(1234)).toBe('$1,234');
    expect(format.formatMoney(0.05)).toBe('$0.05');
    expect(format.formatDollars(1234.6)).toBe('$1,235');
    expect(format.formatNumber(1234.56, 1)).toBe('1,234.6');
  });

  it('builds each dollar formatter once, on its first use', async () => {
    const { format, built } = await freshFormat();
    format.formatMoney(10);
    format.formatDollars(20.4);
    format.formatMoney(10.5);
    format.formatMoney(11.5);
    expect(built.count).toBe(2);
  });
});
