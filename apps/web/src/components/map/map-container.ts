/**
 * The accessibility set-up every Leaflet map of the portal shares: the map container is a labelled region
 * (`label`: how to use it by keyboard, in Chinese), the zoom controls come first in the Tab order (right
 * after the map, before up to 500 markers), and the attribution credits the map library in Chinese (docs/decisions/public-experience.md §5:
 * the attribution is in Chinese only; the libraries and their licences are named on 网站声明), opening its
 * site in a new window.
 */
import type L from 'leaflet';

export function prepareMapContainer(map: L.Map, label: string): void {
  const container = map.getContainer();
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', label);
  const controls = container.querySelector('.leaflet-control-container');
  if (controls && controls !== container.firstChild) container.insertBefore(controls, container.firstChild);
  map.attributionControl.setPrefix(
    '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">开源地图组件（新窗口打开）</a>',
  );
}
