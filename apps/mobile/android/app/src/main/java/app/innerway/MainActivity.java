package app.innerway;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
