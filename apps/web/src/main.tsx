import { bootApp } from './app/boot-app';
import { createAppRouter } from './app/router';

void bootApp(createAppRouter);
