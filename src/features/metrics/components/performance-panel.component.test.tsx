import { fireEvent, render } from '@testing-library/react';
import { metricRecord } from '../metric-record';
import { logMetricIfPanelOn, performancePanelAttribute } from '../performance-panel.state';
import { PerformancePanel } from './performance-panel.component';

const state = () => document.documentElement.getAttribute(performancePanelAttribute);

afterEach(() => {
  document.documentElement.removeAttribute(performancePanelAttribute);
  jest.restoreAllMocks();
});

describe('PerformancePanel (SPEC §2: toggled by Ctrl/Cmd+Shift+P, renders nothing)', () => {
  it('renders nothing and is off at first', () => {
    const { container } = render(<PerformancePanel />);
    expect(container).toBeEmptyDOMElement();
    expect(state()).toBeNull();
  });

  it.each([
    ['Ctrl+Shift+P', { ctrlKey: true }],
    ['Cmd+Shift+P', { metaKey: true }],
  ])('%s toggles it on and off', (_keys, modifier) => {
    const { container } = render(<PerformancePanel />);
    const pressed = fireEvent.keyDown(window, { key: 'P', code: 'KeyP', shiftKey: true, ...modifier });
    expect(pressed).toBe(false);
    expect(state()).toBe('on');
    expect(container).toBeEmptyDOMElement();
    fireEvent.keyDown(window, { key: 'P', code: 'KeyP', shiftKey: true, ...modifier });
    expect(state()).toBeNull();
  });

  it.each([
    ['P alone', {}],
    ['Shift+P', { shiftKey: true }],
    ['Ctrl+P', { ctrlKey: true }],
    ['Ctrl+Shift+Alt+P', { ctrlKey: true, shiftKey: true, altKey: true }],
  ])('ignores %s', (_keys, modifiers) => {
    render(<PerformancePanel />);
    expect(fireEvent.keyDown(window, { key: 'P', code: 'KeyP', ...modifiers })).toBe(true);
    expect(state()).toBeNull();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<PerformancePanel />);
    unmount();
    fireEvent.keyDown(window, { key: 'P', code: 'KeyP', shiftKey: true, ctrlKey: true });
    expect(state()).toBeNull();
  });

  it('while on, writes each measurement to the console', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const metric = metricRecord('LCP', 1234);
    logMetricIfPanelOn(metric);
    expect(info).not.toHaveBeenCalled();
    render(<PerformancePanel />);
    fireEvent.keyDown(window, { key: 'P', code: 'KeyP', shiftKey: true, ctrlKey: true });
    logMetricIfPanelOn(metric);
    expect(info).toHaveBeenCalledWith('[performance] LCP 1234 good /', {});
  });
});
