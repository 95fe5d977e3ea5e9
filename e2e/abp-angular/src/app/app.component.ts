import { DynamicLayoutComponent } from '@abp/ng.core';
import { LoaderBarComponent } from '@abp/ng.theme.shared';
import { Component } from '@angular/core';

/** The template's root: ABP picks the layout (application, account, empty) from the route. */
@Component({
  selector: 'app-root',
  imports: [LoaderBarComponent, DynamicLayoutComponent],
  template: `<abp-loader-bar /><abp-dynamic-layout />`,
})
export class AppComponent {}
