import { describe, expect, it } from 'vitest';
import { exampleHolding } from '../portfolio/examples.ts';
import { holdingInputSchema, maxHoldingValue, portfolioMessages } from './portfolio.ts';

const holding = exampleHolding;

// The fuzz suite found units × price past what the value column holds reaching the query (a 500).
describe('a holding’s value', () => {
  it('may reach a trillion', () => {
    expect(holdingInputSchema.safeParse({ ...holding, units: 1_000_000, price: 1_000_000 }).success).toBe(
      true,
    );
    expect(1_000_000 * 1_000_000).toBe(maxHoldingValue);
  });

  it('is refused beyond it, on the price, even when units and price are each within their own limits', () => {
    const result = holdingInputSchema.safeParse({ ...holding, units: 646_458_323.44, price: 976_791_541.24 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['price'], message: portfolioMessages.valueTooLarge }),
    ]);
  });
});
