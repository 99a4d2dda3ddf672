"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.consentAt = exports.STAND_IN_IDENTITIES = exports.STAND_IN_CLIENTS = exports.startSocialPlatformsStandIn = exports.SocialPlatformsControl = void 0;
var control_client_1 = require("./control-client");
Object.defineProperty(exports, "SocialPlatformsControl", { enumerable: true, get: function () { return control_client_1.SocialPlatformsControl; } });
var stand_in_server_1 = require("./stand-in-server");
Object.defineProperty(exports, "startSocialPlatformsStandIn", { enumerable: true, get: function () { return stand_in_server_1.startSocialPlatformsStandIn; } });
var stand_in_state_1 = require("./stand-in-state");
Object.defineProperty(exports, "STAND_IN_CLIENTS", { enumerable: true, get: function () { return stand_in_state_1.STAND_IN_CLIENTS; } });
Object.defineProperty(exports, "STAND_IN_IDENTITIES", { enumerable: true, get: function () { return stand_in_state_1.STAND_IN_IDENTITIES; } });
var consent_1 = require("./consent");
Object.defineProperty(exports, "consentAt", { enumerable: true, get: function () { return consent_1.consentAt; } });
//# sourceMappingURL=index.js.map