import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponseTimePanel } from '@/views/dashboard/response-time-panel';

const panel = () =>
  screen.getByRole('region', { name: 'Median response time' });

describe('dashboard: response time', () => {
  it('shows the median hours in green when within the target, with how many it is over', () => {
    render(
      <ResponseTimePanel
        responseTime={{
          medianHours: 18.5,
          answered: 12,
          targetHours: 72,
          days: 30,
        }}
      />,
    );
    expect(
      screen.getByText('Response time (last 30 days)'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('18.5 h')).toBeInTheDocument();
    expect(within(panel()).getByText('Within target')).toBeInTheDocument();
    expect(panel()).toHaveClass('response-time--within');
    expect(panel()).toHaveTextContent(
      'Median from arrival to first answer over 12 answered enquiries; target 72 h',
    );
  });

  it('shows it in red when over the target', () => {
    render(
      <ResponseTimePanel
        responseTime={{
          medianHours: 96,
          answered: 1,
          targetHours: 72,
          days: 30,
        }}
      />,
    );
    expect(within(panel()).getByText('96 h')).toBeInTheDocument();
    expect(within(panel()).getByText('Over target')).toBeInTheDocument();
    expect(panel()).toHaveClass('response-time--over');
    expect(panel()).toHaveTextContent('over 1 answered enquiry; target 72 h');
  });

  it('says so when nothing has been answered yet', () => {
    render(
      <ResponseTimePanel
        responseTime={{
          medianHours: null,
          answered: 0,
          targetHours: 72,
          days: 30,
        }}
      />,
    );
    expect(
      screen.getByText('No enquiry answered in the last 30 days'),
    ).toBeInTheDocument();
    expect(screen.getByText(/target of 72 hours/)).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Median response time' }),
    ).toBeNull();
  });
});
