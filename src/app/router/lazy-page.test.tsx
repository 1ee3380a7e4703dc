import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ComponentType } from 'react';
import { createMemoryRouter, Link, RouterProvider, useParams } from 'react-router-dom';
import { lazyPage } from './lazy-page';

type PageModule = { default: ComponentType };

function deferredPage() {
  let resolve!: (module: PageModule) => void;
  const promise = new Promise<PageModule>((done) => (resolve = done));
  return { load: () => promise, resolve };
}

function FirstPage() {
  return (
    <>
      <h1>First page</h1>
      <Link to="/second">Go to the second page</Link>
    </>
  );
}

describe('lazyPage', () => {
  it('shows the loader as soon as a link is followed to a page whose chunk is still loading, not the old page', async () => {
    const second = deferredPage();
    const router = createMemoryRouter(
      [
        { path: '/first', element: lazyPage(async () => ({ default: FirstPage })) },
        { path: '/second', element: lazyPage(second.load, 'Loading the second page...') },
      ],
      { initialEntries: ['/first'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('link', { name: 'Go to the second page' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the second page...');
    expect(screen.queryByRole('heading', { name: 'First page' })).not.toBeInTheDocument();

    await act(async () => second.resolve({ default: () => <h1>Second page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the same page mounted when only its parameters change', async () => {
    const mounts: string[] = [];
    function ItemPage() {
      const { id } = useParams();
      useEffect(() => {
        mounts.push('mounted');
      }, []);
      return (
        <>
          <h1>Item {id}</h1>
          <Link to="/item/2">Go to item 2</Link>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/item/:id', element: lazyPage(async () => ({ default: ItemPage }), null) }], {
      initialEntries: ['/item/1'],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('link', { name: 'Go to item 2' }));

    expect(await screen.findByRole('heading', { name: 'Item 2' })).toBeInTheDocument();
    expect(mounts).toEqual(['mounted']);
  });
});
