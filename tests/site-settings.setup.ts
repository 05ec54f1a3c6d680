import { clearSiteSettings } from './site-settings'

clearSiteSettings()
