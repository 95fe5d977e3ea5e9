import { AuthService, LocalizationPipe } from '@abp/ng.core';
import { Component, inject } from '@angular/core';

/** The template's home page, reduced to a heading and its sign-in button. */
@Component({
  selector: 'app-home',
  imports: [LocalizationPipe],
  template: `
    <h1>{{ '::Menu:Home' | abpLocalization }}</h1>
    @if (!auth.isAuthenticated) {
      <button type="button" class="btn btn-primary" (click)="auth.navigateToLogin()">
        {{ 'AbpAccount::Login' | abpLocalization }}
      </button>
    }
  `,
})
export class HomeComponent {
  protected readonly auth = inject(AuthService);
}
