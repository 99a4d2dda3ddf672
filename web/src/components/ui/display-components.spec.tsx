import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar, initialsOf } from './avatar';
import { Badge } from './badge';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { Skeleton, SkeletonGroup } from './skeleton';
import { Spinner } from './spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('display components', () => {
  it('tabs switch panels with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="browse">
        <TabsList aria-label="Services">
          <TabsTrigger value="browse">Browse</TabsTrigger>
          <TabsTrigger value="my">My services</TabsTrigger>
        </TabsList>
        <TabsContent value="browse">Near you</TabsContent>
        <TabsContent value="my">Yours</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Near you');
    act(() => screen.getByRole('tab', { name: 'Browse' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My services' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Yours');
  });

  it('avatar falls back to initials and hides them when the name is shown beside it', () => {
    expect(initialsOf('Amara  Okafor')).toBe('AO');
    expect(initialsOf('Sam')).toBe('S');
    render(<Avatar name="Amara Okafor" />);
    expect(screen.getByText('AO')).toHaveAttribute('aria-hidden', 'true');
  });

  it('empty state shows its title at the chosen level with its action', () => {
    render(
      <EmptyState
        headingLevel={3}
        title="No events found"
        description="Be the first."
        action={<button type="button">Create First Event</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No events found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create First Event' })).toBeInTheDocument();
  });

  it('loading placeholders are announced once, not per block', () => {
    render(
      <>
        <SkeletonGroup label="Loading services">
          <Skeleton className="h-4" />
          <Skeleton className="h-4" />
        </SkeletonGroup>
        <Spinner label="Loading bookings" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading services' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading bookings' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('badge and card render their content', () => {
    render(
      <Card as="article" aria-label="Playdate">
        <Badge tone="sage">Active</Badge>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Playdate' })).toHaveTextContent('Active');
  });
});
