import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorRoute } from '../../app/router/route-error.route';
import { AppErrorBoundary } from '../../components/global-fallback/app-error-boundary.component';
import { clearBreadcrumbs } from './breadcrumbs';
import { setErrorTransport, type ErrorTransport } from './error-reporter';

let sent: Array<Parameters<ErrorTransport['send']>[0]>;

beforeEach(() => {
  sent = [];
  setErrorTransport({ send: (report) => void sent.push(report) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  setErrorTransport(null);
  clearBreadcrumbs();
  jest.restoreAllMocks();
});

function Broken(): never {
  throw new Error('Render boom');
}

it('the global fallback reports what it caught (feature app, operation render) with the component stack', () => {
  render(
    <AppErrorBoundary>
      <Broken />
    </AppErrorBoundary>,
  );
  expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ message: 'Render boom', tags: { feature: 'app', operation: 'render' } });
  expect(sent[0]!.breadcrumbs?.at(-1)).toMatchObject({ category: 'error', message: expect.stringContaining('Broken') });
});

const routeThrowing = (thrown: unknown) =>
  createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorRoute />,
      loader: () => {
        throw thrown;
      },
      element: <p>never</p>,
    },
  ]);

it('the router fallback reports a thrown error (feature router, operation route)', async () => {
  render(<RouterProvider router={routeThrowing(new Error('Loader boom'))} />);
  expect(await screen.findByText('Loader boom')).toBeInTheDocument();
  expect(sent.map((report) => [report.message, report.tags])).toEqual([['Loader boom', { feature: 'router', operation: 'route' }]]);
});

it('the router fallback does not report a 404 answer, but does report a 5xx one', async () => {
  const { unmount } = render(<RouterProvider router={routeThrowing(new Response(null, { status: 404, statusText: 'Not Found' }))} />);
  expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  unmount();
  render(<RouterProvider router={routeThrowing(new Response(null, { status: 503, statusText: 'Service Unavailable' }))} />);
  expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
});
