import { describe, expect, it } from 'vitest';
import { displayMessage, loginHttpErrorMessage, shouldReport } from './messages.ts';

describe('the error catalogue', () => {
  it('leaves out "Unexpected token", "Not enough resources" and "Request timed out" from reports', () => {
    expect(shouldReport(`Unexpected token '<', "<html>" is not valid JSON`)).toBe(false);
    expect(shouldReport('Not enough resources')).toBe(false);
    expect(shouldReport('Request timed out')).toBe(false);
    expect(shouldReport('Internal server error')).toBe(true);
  });

  it('shows the fixed texts for 403, the database and the season gap', () => {
    expect(displayMessage('Forbidden', 403)).toBe('403 Error: Forbidden');
    expect(displayMessage('The database is unavailable, please try again later.', 503)).toBe(
      'Service is currently unavailable. Please try again later.',
    );
    expect(displayMessage('No active season found.', 404)).toBe('No active season found. Please wait for the next season to start.');
    expect(displayMessage('Cycle still running', 409)).toBe('Cycle still running');
    expect(loginHttpErrorMessage(502)).toBe('HTTP error! status: 502');
  });
});
