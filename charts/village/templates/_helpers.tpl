{{/* Names ---------------------------------------------------------------------------------------------------- */}}

{{- define "village.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* The Service (and Deployment) name of a component: <fullname>-<component>. */}}
{{- define "village.componentName" -}}
{{- printf "%s-%s" (include "village.fullname" .root) .component | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "village.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "village.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* Labels ----------------------------------------------------------------------------------------------------- */}}

{{- define "village.commonLabels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: village
{{- end -}}

{{/* dict root component tier */}}
{{- define "village.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "village.labels" -}}
{{ include "village.commonLabels" .root }}
app.kubernetes.io/component: {{ .component }}
village/tier: {{ .tier }}
{{- end -}}

{{/* Images ----------------------------------------------------------------------------------------------------- */}}

{{/*
dict root name override: <registry>/<repositoryPrefix>/<name>:<tag>, or <...>/<name>@<digest> when the component
pins a digest (override.digest). override.repository (a full reference, registry included) and override.tag win.
No default registry: a bare name would be pulled from Docker Hub.
*/}}
{{- define "village.image" -}}
{{- $image := .root.Values.image -}}
{{- $override := .override | default dict -}}
{{- $repository := $override.repository -}}
{{- if not $repository -}}
{{- $registry := required "image.registry is required: the registry the images are pulled from (no default, so nothing is pulled from Docker Hub by accident)" $image.registry -}}
{{- $repository = printf "%s/%s/%s" (trimSuffix "/" $registry) $image.repositoryPrefix .name | replace "//" "/" -}}
{{- end -}}
{{- if $override.digest -}}
{{- printf "%s@%s" $repository $override.digest -}}
{{- else -}}
{{- $tag := $override.tag | default $image.tag | default .root.Chart.AppVersion -}}
{{- printf "%s:%s" $repository (toString $tag) -}}
{{- end -}}
{{- end -}}

{{/* A service's settings: serviceDefaults merged with services.<name>. Returns YAML (use fromYaml). */}}
{{- define "village.serviceConfig" -}}
{{- $defaults := deepCopy .root.Values.serviceDefaults -}}
{{- $own := deepCopy (index .root.Values.services .name) -}}
{{- toYaml (mergeOverwrite $defaults $own) -}}
{{- end -}}

{{/* dict root name: http://<the service's Service>:<its port> (each service keeps its roster port everywhere). */}}
{{- define "village.serviceUrl" -}}
{{- $cfg := include "village.serviceConfig" (dict "root" .root "name" .name) | fromYaml -}}
{{- printf "http://%s:%v" (include "village.componentName" (dict "root" .root "component" .name)) (required (printf "services.%s.port is required" .name) $cfg.port) -}}
{{- end -}}

{{/* Environment ------------------------------------------------------------------------------------------------ */}}

{{- define "village.secretEnv" -}}
- name: {{ .name }}
  valueFrom:
    secretKeyRef:
      name: {{ .secret | quote }}
      key: {{ .key | quote }}
      {{- if .optional }}
      optional: true
      {{- end }}
{{- end -}}

{{/* Variables of the event transport, for services and the event log's migration. */}}
{{- define "village.eventsEnv" -}}
{{- $events := .root.Values.events -}}
{{- if eq $events.transport "kafka" }}
- name: KAFKA_BROKERS
  value: {{ required "events.kafka.brokers is required when events.transport is kafka (host:port[,host:port...])" $events.kafka.brokers | quote }}
- name: KAFKA_CLIENT_ID
  value: {{ printf "%s-%s" $events.kafka.clientIdPrefix .name | quote }}
{{- with $events.kafka.tls }}
{{- if .enabled }}
- name: KAFKA_SSL
  value: "true"
{{- if .caSecret }}
- name: KAFKA_SSL_CA_FILE
  value: {{ printf "%s/ca.pem" (include "village.kafkaCaDir" $) | quote }}
{{- end }}
{{- else if .caSecret }}
{{- fail "events.kafka.tls.caSecret is set but events.kafka.tls.enabled is false" }}
{{- end }}
{{- end }}
{{- with $events.kafka.sasl }}
{{- if .mechanism }}
- name: KAFKA_SASL_MECHANISM
  value: {{ .mechanism | quote }}
{{ include "village.secretEnv" (dict "name" "KAFKA_SASL_USERNAME" "secret" (required "events.kafka.sasl.existingSecret is required when events.kafka.sasl.mechanism is set" .existingSecret) "key" .usernameKey) }}
{{ include "village.secretEnv" (dict "name" "KAFKA_SASL_PASSWORD" "secret" .existingSecret "key" .passwordKey) }}
{{- end }}
{{- end }}
- name: KAFKA_SESSION_TIMEOUT_MS
  value: {{ $events.kafka.consumer.sessionTimeoutMs | quote }}
- name: KAFKA_HEARTBEAT_INTERVAL_MS
  value: {{ $events.kafka.consumer.heartbeatIntervalMs | quote }}
- name: KAFKA_PARTITIONS_CONSUMED_CONCURRENTLY
  value: {{ $events.kafka.consumer.partitionsConsumedConcurrently | quote }}
- name: KAFKA_HANDLER_CONCURRENCY
  value: {{ $events.kafka.consumer.handlerConcurrency | quote }}
- name: KAFKA_COMMIT_INTERVAL_MS
  value: {{ $events.kafka.consumer.commitIntervalMs | quote }}
{{- else }}
{{ include "village.secretEnv" (dict "name" "EVENT_LOG_DATABASE_URL" "secret" (required "events.postgresLog.existingSecret is required when events.transport is postgres" $events.postgresLog.existingSecret) "key" $events.postgresLog.key) }}
- name: EVENT_LOG_DB_POOL_MAX
  value: {{ $events.postgresLog.poolMax | quote }}
- name: EVENT_LOG_BATCH_SIZE
  value: {{ $events.postgresLog.batchSize | quote }}
{{- end }}
- name: OUTBOX_RELAY_BATCH_SIZE
  value: {{ $events.outboxRelay.batchSize | quote }}
{{- end -}}

{{/* How a process stops and when a failing check fails readiness (ADR 038); the grace period is checked here. */}}
{{- define "village.shutdownEnv" -}}
{{- $shutdown := .Values.shutdown -}}
{{- if le (int .Values.terminationGracePeriodSeconds) (add $shutdown.preStopSeconds $shutdown.drainSeconds | int) -}}
{{- fail "terminationGracePeriodSeconds must exceed shutdown.preStopSeconds + shutdown.drainSeconds (time to close after the drain)" -}}
{{- end }}
- name: SHUTDOWN_DRAIN_MS
  value: {{ mul $shutdown.drainSeconds 1000 | quote }}
{{- end -}}

{{- define "village.kafkaCaDir" -}}/etc/village/kafka-ca{{- end -}}
{{- define "village.s3CaDir" -}}/etc/village/s3-ca{{- end -}}

{{/* dict root name: volumes (and their mounts) of the private CAs a process trusts: Kafka's, and S3's for media. */}}
{{- define "village.trustVolumes" -}}
{{- $kafka := .root.Values.events.kafka -}}
{{- if and (eq .root.Values.events.transport "kafka") $kafka.tls.enabled $kafka.tls.caSecret }}
- name: kafka-ca
  secret:
    secretName: {{ $kafka.tls.caSecret | quote }}
    items: [{ key: {{ $kafka.tls.caKey | quote }}, path: ca.pem }]
{{- end }}
{{- if and (eq .name "media") .root.Values.objectStorage.caSecret }}
- name: s3-ca
  secret:
    secretName: {{ .root.Values.objectStorage.caSecret | quote }}
    items: [{ key: {{ .root.Values.objectStorage.caKey | quote }}, path: ca.pem }]
{{- end }}
{{- end -}}
{{- define "village.trustVolumeMounts" -}}
{{- $kafka := .root.Values.events.kafka -}}
{{- if and (eq .root.Values.events.transport "kafka") $kafka.tls.enabled $kafka.tls.caSecret }}
- name: kafka-ca
  mountPath: {{ include "village.kafkaCaDir" . }}
  readOnly: true
{{- end }}
{{- if and (eq .name "media") .root.Values.objectStorage.caSecret }}
- name: s3-ca
  mountPath: {{ include "village.s3CaDir" . }}
  readOnly: true
{{- end }}
{{- end -}}

{{/* dict root name: OpenTelemetry's variables (ADR 037), none while tracing.otlpEndpoint is empty (tracing off). */}}
{{- define "village.tracingEnv" -}}
{{- $tracing := .root.Values.tracing -}}
{{- if $tracing.otlpEndpoint }}
- name: OTEL_EXPORTER_OTLP_ENDPOINT
  value: {{ $tracing.otlpEndpoint | quote }}
- name: OTEL_SERVICE_NAME
  value: {{ .name | quote }}
- name: OTEL_TRACES_SAMPLER
  value: {{ $tracing.sampler | quote }}
- name: OTEL_TRACES_SAMPLER_ARG
  value: {{ $tracing.samplerArg | toString | quote }}
{{- end }}
{{- end -}}

{{/* dict root name cfg: the whole environment of one subgraph. */}}
{{- define "village.serviceEnv" -}}
{{- $root := .root -}}
{{- $cfg := .cfg -}}
- name: NODE_ENV
  value: {{ $root.Values.nodeEnv | quote }}
- name: HOST
  value: "0.0.0.0"
- name: PORT
  value: {{ $cfg.port | quote }}
- name: LOG_LEVEL
  value: {{ $root.Values.logLevel | quote }}
{{ include "village.shutdownEnv" $root }}
- name: READINESS_FAILURE_GRACE_MS
  value: {{ mul $root.Values.probes.readiness.failureGraceSeconds 1000 | quote }}
- name: METRICS_PORT
  value: {{ $root.Values.monitoring.metricsPort | quote }}
{{ include "village.secretEnv" (dict "name" "DATABASE_URL" "secret" (required (printf "services.%s.database.existingSecret is required" .name) $cfg.database.existingSecret) "key" $cfg.database.key) }}
- name: DB_POOL_MAX
  value: {{ $cfg.databasePool.app | quote }}
- name: JOB_QUEUE_DB_POOL_MAX
  value: {{ $cfg.databasePool.jobQueue | quote }}
- name: JWKS_URL
  value: {{ printf "%s/.well-known/jwks.json" (include "village.serviceUrl" (dict "root" $root "name" "identity")) | quote }}
- name: JWT_ISSUER
  value: {{ $root.Values.jwt.issuer | quote }}
- name: JWT_AUDIENCE
  value: {{ $root.Values.jwt.audience | quote }}
{{- include "village.eventsEnv" . }}
{{- include "village.tracingEnv" . }}
{{- if eq .name "identity" }}
{{ include "village.secretEnv" (dict "name" "JWT_PRIVATE_KEY" "secret" (required "services.identity.jwtPrivateKey.existingSecret is required" $cfg.jwtPrivateKey.existingSecret) "key" $cfg.jwtPrivateKey.key) }}
{{ include "village.secretEnv" (dict "name" "MFA_ENCRYPTION_KEY" "secret" (required "services.identity.mfaEncryptionKey.existingSecret is required" $cfg.mfaEncryptionKey.existingSecret) "key" $cfg.mfaEncryptionKey.key) }}
{{ include "village.secretEnv" (dict "name" "PRE_EMPTIVE_BLOCK_KEY" "secret" (required "services.identity.preEmptiveBlockKey.existingSecret is required" $cfg.preEmptiveBlockKey.existingSecret) "key" $cfg.preEmptiveBlockKey.key) }}
{{ include "village.secretEnv" (dict "name" "MFA_ENCRYPTION_PREVIOUS_KEYS" "secret" $cfg.mfaEncryptionKey.existingSecret "key" $cfg.mfaEncryptionKey.previousKeysKey "optional" true) }}
{{- with $root.Values.socialSignIn.existingSecret }}
{{ include "village.secretEnv" (dict "name" "EXTERNAL_SIGN_IN_KEY" "secret" . "key" "EXTERNAL_SIGN_IN_KEY" "optional" true) }}
{{- end }}
{{- with $cfg.bootstrapAdmin }}{{- if .existingSecret }}
{{ include "village.secretEnv" (dict "name" "BOOTSTRAP_ADMIN_EMAIL" "secret" .existingSecret "key" .emailKey "optional" true) }}
{{ include "village.secretEnv" (dict "name" "BOOTSTRAP_ADMIN_PASSWORD" "secret" .existingSecret "key" .passwordKey "optional" true) }}
{{- end }}{{- end }}
{{- with $cfg.googleCalendar }}
{{- if .existingSecret }}
{{- $calendarSecret := .existingSecret }}
{{- range $key := list "GOOGLE_CALENDAR_CLIENT_ID" "GOOGLE_CALENDAR_CLIENT_SECRET" "GOOGLE_CALENDAR_TOKEN_KEY" }}
{{ include "village.secretEnv" (dict "name" $key "secret" $calendarSecret "key" $key "optional" true) }}
{{- end }}
{{- end }}
{{- range $name, $url := .urls }}{{- if $url }}
- name: {{ $name }}
  value: {{ $url | quote }}
{{- end }}{{- end }}
{{- end }}
{{- end }}
{{- if eq .name "media" }}
{{- $s3 := $root.Values.objectStorage }}
- name: S3_ENDPOINT
  value: {{ required "objectStorage.endpoint is required (media stores uploads in S3)" $s3.endpoint | quote }}
{{ include "village.secretEnv" (dict "name" "S3_ACCESS_KEY" "secret" (required "objectStorage.existingSecret is required" $s3.existingSecret) "key" $s3.accessKeyKey) }}
{{ include "village.secretEnv" (dict "name" "S3_SECRET_KEY" "secret" $s3.existingSecret "key" $s3.secretKeyKey) }}
- name: S3_PUBLIC_BUCKET
  value: {{ $s3.publicBucket | quote }}
- name: S3_PRIVATE_BUCKET
  value: {{ $s3.privateBucket | quote }}
- name: S3_REGION
  value: {{ $s3.region | quote }}
{{- if $s3.caSecret }}
- name: S3_CA_FILE
  value: {{ printf "%s/ca.pem" (include "village.s3CaDir" $root) | quote }}
{{- end }}
{{- with $root.Values.livekit }}{{- if .url }}
- name: LIVEKIT_URL
  value: {{ .url | quote }}
{{ include "village.secretEnv" (dict "name" "LIVEKIT_API_KEY" "secret" (required "livekit.existingSecret is required when livekit.url is set" .existingSecret) "key" .apiKeyKey) }}
{{ include "village.secretEnv" (dict "name" "LIVEKIT_API_SECRET" "secret" .existingSecret "key" .apiSecretKey) }}
{{- end }}{{- end }}
{{- with $root.Values.videoCalls }}
{{ include "village.secretEnv" (dict "name" "CALL_TOKEN_SECRET" "secret" (required "videoCalls.existingSecret is required: media signs call passes (CALL_TOKEN_SECRET)" .existingSecret) "key" .callTokenSecretKey) }}
{{ include "village.secretEnv" (dict "name" "TURN_SHARED_SECRET" "secret" .existingSecret "key" .turnSharedSecretKey "optional" true) }}
- name: ICE_SERVERS
  value: {{ .iceServers | toJson | quote }}
- name: MESH_MAX_PARTICIPANTS
  value: {{ .meshMaxParticipants | quote }}
{{- end }}
{{- end }}
{{- if has .name (list "identity" "bookings" "community" "media") }}
- name: APP_URL
  value: {{ include "village.appUrl" (dict "root" $root "why" "links in emails point at the web app") | quote }}
{{ include "village.secretEnv" (dict "name" "SMTP_URL" "secret" (required (printf "smtp.existingSecret is required: %s sends email (SMTP_URL)" .name) $root.Values.smtp.existingSecret) "key" $root.Values.smtp.key) }}
{{- end }}
{{- if eq .name "social" }}
- name: APP_URL
  value: {{ include "village.appUrl" (dict "root" $root "why" "posts carry service photos by their public URL") | quote }}
- name: SOCIAL_PUBLISH_ATTEMPTS
  value: {{ $cfg.publishing.attempts | quote }}
- name: SOCIAL_PUBLISH_RETRY_SECONDS
  value: {{ $cfg.publishing.retrySeconds | quote }}
- name: SOCIAL_ENGAGEMENT_FIRST_REFRESH_SECONDS
  value: {{ $cfg.publishing.engagementFirstRefreshSeconds | quote }}
{{- end }}
{{- if and (has .name (list "identity" "bookings" "community" "media")) $root.Values.smtp.from }}
- name: MAIL_FROM
  value: {{ $root.Values.smtp.from | quote }}
{{- end }}
{{- if eq .name "social" }}
{{- with $root.Values.textGeneration }}{{- if .url }}
- name: TEXT_GENERATION_URL
  value: {{ .url | quote }}
- name: TEXT_GENERATION_MODEL
  value: {{ required "textGeneration.model is required when textGeneration.url is set" .model | quote }}
{{- if .existingSecret }}
{{ include "village.secretEnv" (dict "name" "TEXT_GENERATION_API_KEY" "secret" .existingSecret "key" .apiKeyKey) }}
{{- end }}
{{- end }}{{- end }}
{{- end }}
{{- if and (eq .name "social") $cfg.platforms }}
{{- $platformsSecret := $cfg.platforms.existingSecret }}
{{- if $platformsSecret }}
{{- range $key := list "SOCIAL_TOKEN_KEY" "FACEBOOK_APP_ID" "FACEBOOK_APP_SECRET" "X_CLIENT_ID" "X_CLIENT_SECRET" "LINKEDIN_CLIENT_ID" "LINKEDIN_CLIENT_SECRET" }}
{{ include "village.secretEnv" (dict "name" $key "secret" $platformsSecret "key" $key "optional" true) }}
{{- end }}
{{- end }}
{{- range $name, $url := $cfg.platforms.urls }}{{- if $url }}
- name: {{ $name }}
  value: {{ $url | quote }}
{{- end }}{{- end }}
{{- end }}
{{- include "village.extraEnv" $cfg }}
{{- end -}}

{{/* env (NAME: value) and extraEnv (raw EnvVar entries) of a service or the gateway. */}}
{{- define "village.extraEnv" -}}
{{- range $name, $value := .env }}
- name: {{ $name }}
  value: {{ $value | toString | quote }}
{{- end }}
{{- with .extraEnv }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* The gateway's environment. */}}
{{- define "village.gatewayEnv" -}}
{{- $root := . -}}
{{- $gateway := .Values.gateway -}}
- name: NODE_ENV
  value: {{ .Values.nodeEnv | quote }}
- name: HOST
  value: "0.0.0.0"
- name: PORT
  value: {{ $gateway.port | quote }}
- name: LOG_LEVEL
  value: {{ .Values.logLevel | quote }}
{{ include "village.shutdownEnv" . }}
- name: METRICS_PORT
  value: {{ .Values.monitoring.metricsPort | quote }}
- name: IDENTITY_URL
  value: {{ include "village.serviceUrl" (dict "root" $root "name" "identity") | quote }}
- name: MEDIA_URL
  value: {{ include "village.serviceUrl" (dict "root" $root "name" "media") | quote }}
- name: JWT_ISSUER
  value: {{ .Values.jwt.issuer | quote }}
- name: JWT_AUDIENCE
  value: {{ .Values.jwt.audience | quote }}
{{- range $name := keys .Values.services | sortAlpha }}
- name: {{ printf "SUBGRAPH_%s_URL" (upper $name) }}
  value: {{ printf "%s/graphql" (include "village.serviceUrl" (dict "root" $root "name" $name)) | quote }}
{{- end }}
{{- if $gateway.serveWeb }}
- name: WEB_DIST
  value: /app/web/dist
{{- end }}
- name: COOKIE_SECURE
  value: {{ $gateway.cookieSecure | toString | quote }}
- name: TRUST_PROXY
  value: {{ $gateway.trustProxy | toString | quote }}
- name: AUTH_RATE_LIMIT_PER_MINUTE
  value: {{ $gateway.authRateLimitPerMinute | quote }}
{{- with $gateway.sharedRateLimits }}{{- if .enabled }}
{{ include "village.secretEnv" (dict "name" "RATE_LIMIT_DATABASE_URL" "secret" (required "gateway.sharedRateLimits.existingSecret is required when gateway.sharedRateLimits.enabled is true" .existingSecret) "key" .key) }}
- name: RATE_LIMIT_DB_POOL_MAX
  value: {{ .poolMax | quote }}
{{- end }}{{- end }}
- name: GRAPHQL_MAX_DEPTH
  value: {{ $gateway.graphqlMaxDepth | quote }}
{{- with .Values.socialSignIn.existingSecret }}
- name: PUBLIC_BASE_URL
  value: {{ include "village.appUrl" (dict "root" $root "why" "the social sign-in providers send members back there") | quote }}
{{- range $key := list "GOOGLE_CLIENT_ID" "GOOGLE_CLIENT_SECRET" "FACEBOOK_CLIENT_ID" "FACEBOOK_CLIENT_SECRET" "EXTERNAL_SIGN_IN_KEY" }}
{{ include "village.secretEnv" (dict "name" $key "secret" $.Values.socialSignIn.existingSecret "key" $key "optional" true) }}
{{- end }}
{{- end }}
{{- with (.Values.livekit.publicUrl | default .Values.livekit.url) }}
- name: LIVEKIT_PUBLIC_URL
  value: {{ . | quote }}
{{- end }}
{{- include "village.tracingEnv" (dict "root" $root "name" "gateway") }}
{{- include "village.extraEnv" $gateway }}
{{- end -}}

{{/* Pods ------------------------------------------------------------------------------------------------------- */}}

{{- define "village.podSecurity" -}}
securityContext:
  {{- toYaml .Values.podSecurityContext | nindent 2 }}
{{- with .Values.image.pullSecrets }}
imagePullSecrets:
  {{- range . }}
  - name: {{ . }}
  {{- end }}
{{- end }}
{{- end -}}

{{- define "village.tmpVolume" -}}
- name: tmp
  emptyDir:
    sizeLimit: {{ .Values.tmpSizeLimit }}
{{- end -}}

{{/*
dict root name component tier cfg image env port readinessPath volumes volumeMounts
One Deployment and its Service.
*/}}
{{- define "village.workload" -}}
{{- $root := .root -}}
{{- $cfg := .cfg -}}
{{- $name := include "village.componentName" (dict "root" $root "component" .component) -}}
{{- $probes := $root.Values.probes -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $name }}
  labels:
    {{- include "village.labels" . | nindent 4 }}
spec:
  {{- if not $cfg.autoscaling.enabled }}
  replicas: {{ $cfg.replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: {{ $root.Values.rollout.maxSurge }}
      maxUnavailable: 0
  selector:
    matchLabels:
      {{- include "village.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "village.labels" . | nindent 8 }}
        {{- with $root.Values.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      {{- with $root.Values.podAnnotations }}
      annotations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
    spec:
      serviceAccountName: {{ include "village.serviceAccountName" $root }}
      automountServiceAccountToken: false
      enableServiceLinks: false
      terminationGracePeriodSeconds: {{ $root.Values.terminationGracePeriodSeconds }}
      {{- include "village.podSecurity" $root | nindent 6 }}
      containers:
        - name: {{ .component }}
          image: {{ .image | quote }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ .port }}
              protocol: TCP
            - name: metrics
              containerPort: {{ $root.Values.monitoring.metricsPort }}
              protocol: TCP
          env:
            {{- .env | nindent 12 }}
          {{- with $root.Values.shutdown.preStopSeconds }}
          # Kubernetes removes the terminating pod from the endpoints meanwhile; SIGTERM (and the drain) comes after.
          lifecycle:
            preStop:
              exec:
                command: ["node", "-e", "setTimeout(() => {}, {{ mul . 1000 }})"]
          {{- end }}
          startupProbe:
            httpGet: { path: /health/live, port: http }
            periodSeconds: {{ $probes.startup.periodSeconds }}
            timeoutSeconds: {{ $probes.startup.timeoutSeconds }}
            failureThreshold: {{ $probes.startup.failureThreshold }}
          livenessProbe:
            httpGet: { path: /health/live, port: http }
            initialDelaySeconds: {{ $probes.liveness.initialDelaySeconds }}
            periodSeconds: {{ $probes.liveness.periodSeconds }}
            timeoutSeconds: {{ $probes.liveness.timeoutSeconds }}
            failureThreshold: {{ $probes.liveness.failureThreshold }}
          readinessProbe:
            httpGet: { path: {{ .readinessPath }}, port: http }
            initialDelaySeconds: {{ $probes.readiness.initialDelaySeconds }}
            periodSeconds: {{ $probes.readiness.periodSeconds }}
            timeoutSeconds: {{ $probes.readiness.timeoutSeconds }}
            failureThreshold: {{ $probes.readiness.failureThreshold }}
          resources:
            {{- toYaml $cfg.resources | nindent 12 }}
          securityContext:
            {{- toYaml $root.Values.containerSecurityContext | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
            {{- with .volumeMounts }}
            {{- . | nindent 12 }}
            {{- end }}
      volumes:
        {{- include "village.tmpVolume" $root | nindent 8 }}
        {{- with .volumes }}
        {{- . | nindent 8 }}
        {{- end }}
      {{- with $cfg.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $cfg.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $cfg.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with (include "village.topologySpread" . | trim) }}
      topologySpreadConstraints:
        {{- . | nindent 8 }}
      {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $name }}
  labels:
    {{- include "village.labels" . | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "village.selectorLabels" . | nindent 4 }}
  ports:
    - name: http
      port: {{ .port }}
      targetPort: http
      protocol: TCP
    - name: metrics
      port: {{ $root.Values.monitoring.metricsPort }}
      targetPort: metrics
      protocol: TCP
{{- end -}}

{{/*
dict root component cfg: the component's own topologySpreadConstraints, else one per enabled entry of
topologySpread (zone, node) on the component's pods of the current rollout.
*/}}
{{- define "village.topologySpread" -}}
{{- if .cfg.topologySpreadConstraints -}}
{{- toYaml .cfg.topologySpreadConstraints -}}
{{- else -}}
{{- $ctx := . -}}
{{- $keys := dict "zone" "topology.kubernetes.io/zone" "node" "kubernetes.io/hostname" -}}
{{- range $level := list "zone" "node" -}}
{{- $spread := index $ctx.root.Values.topologySpread $level -}}
{{- if $spread.enabled }}
- maxSkew: {{ $spread.maxSkew }}
  topologyKey: {{ index $keys $level }}
  whenUnsatisfiable: {{ $spread.whenUnsatisfiable }}
  nodeAffinityPolicy: Honor
  nodeTaintsPolicy: Honor
  labelSelector:
    matchLabels:
      {{- include "village.selectorLabels" $ctx | nindent 6 }}
  matchLabelKeys: [pod-template-hash]
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* dict root component tier cfg: HorizontalPodAutoscaler and PodDisruptionBudget where they make sense. */}}
{{- define "village.scaling" -}}
{{- $cfg := .cfg -}}
{{- $name := include "village.componentName" (dict "root" .root "component" .component) -}}
{{- if $cfg.autoscaling.enabled }}
{{- if and (eq (int $cfg.autoscaling.targetCPUUtilizationPercentage) 0) (eq (int $cfg.autoscaling.targetMemoryUtilizationPercentage) 0) }}
{{- fail (printf "%s: autoscaling needs targetCPUUtilizationPercentage or targetMemoryUtilizationPercentage above 0" .component) }}
{{- end }}
{{- if gt (int $cfg.autoscaling.minReplicas) (int $cfg.autoscaling.maxReplicas) }}
{{- fail (printf "%s: autoscaling.minReplicas (%v) is above maxReplicas (%v)" .component $cfg.autoscaling.minReplicas $cfg.autoscaling.maxReplicas) }}
{{- end }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $name }}
  labels:
    {{- include "village.labels" . | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ $name }}
  minReplicas: {{ $cfg.autoscaling.minReplicas }}
  maxReplicas: {{ $cfg.autoscaling.maxReplicas }}
  metrics:
    {{- if gt (int $cfg.autoscaling.targetCPUUtilizationPercentage) 0 }}
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $cfg.autoscaling.targetCPUUtilizationPercentage }}
    {{- end }}
    {{- if gt (int $cfg.autoscaling.targetMemoryUtilizationPercentage) 0 }}
    - type: Resource
      resource:
        name: memory
        target:
          type: Utilization
          averageUtilization: {{ $cfg.autoscaling.targetMemoryUtilizationPercentage }}
    {{- end }}
  {{- with $cfg.autoscaling.behavior }}
  behavior:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end }}
{{- if $cfg.podDisruptionBudget.enabled }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $name }}
  labels:
    {{- include "village.labels" . | nindent 4 }}
spec:
  {{- if not (kindIs "invalid" $cfg.podDisruptionBudget.maxUnavailable) }}
  maxUnavailable: {{ $cfg.podDisruptionBudget.maxUnavailable }}
  {{- else }}
  minAvailable: {{ $cfg.podDisruptionBudget.minAvailable }}
  {{- end }}
  unhealthyPodEvictionPolicy: AlwaysAllow
  selector:
    matchLabels:
      {{- include "village.selectorLabels" . | nindent 6 }}
{{- end }}
{{- end -}}

{{/* The web app's public address: appUrl, else https://<ingress.host>; "why" names what needs it when neither is set. */}}
{{- define "village.appUrl" -}}
{{- if .root.Values.appUrl -}}
{{- .root.Values.appUrl -}}
{{- else -}}
{{- printf "https://%s" (required (printf "appUrl or ingress.host is required: %s" .why) .root.Values.ingress.host) -}}
{{- end -}}
{{- end }}

{{/* Connections one gateway pod opens to PostgreSQL: its rate-limit pool when the limits are shared, else none. */}}
{{- define "village.gatewayDatabaseConnections" -}}
{{- ternary .Values.gateway.sharedRateLimits.poolMax 0 .Values.gateway.sharedRateLimits.enabled -}}
{{- end -}}
