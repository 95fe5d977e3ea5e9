import { eLayoutType, RoutesService } from '@abp/ng.core';
import { inject, provideAppInitializer } from '@angular/core';

/** The template's own menu entry; the modules add theirs (Administration and below). */
export const APP_ROUTE_PROVIDER = [
  provideAppInitializer(() => {
    inject(RoutesService).add([
      {
        path: '/',
        name: '::Menu:Home',
        iconClass: 'fas fa-home',
        order: 1,
        layout: eLayoutType.application,
      },
    ]);
  }),
];
